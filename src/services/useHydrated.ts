import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the server's HTML and React takes it over (on the server too), true
 * once the component is live and in every page the browser renders itself. Controls shown
 * before their code runs say so (`aria-disabled`, no visual change). The apply form's fields take
 * input before it (the form posts to the server until then; src/flow/StepHost.tsx adopts what
 * was typed at the takeover).
 *
 * After a takeover React renders the component using it again at once (its server snapshot
 * differs), with all below it, in one task, ahead of any other update: keep that small.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
