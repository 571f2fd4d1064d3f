import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the server's HTML and React takes it over (on the server too), true
 * once the component is live and in every page the browser renders itself. Controls shown
 * before their code runs say so (`aria-disabled`, no visual change) and a form keeps its fields
 * read-only and its button from submitting until then: typing would be lost at hydration, and a
 * native submit would put the answers in the URL.
 *
 * After a takeover React renders the component using it again at once (its server snapshot
 * differs), with all below it, in one task, ahead of any other update: keep that small. The form
 * host passes it to its fields by context (widgets/shared/fieldsLive.ts), so RJSF's form itself
 * does not render again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
