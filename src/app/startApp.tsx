import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createDOMRenderer } from '@fluentui/react-components';
import type { ResourceLanguage } from 'i18next';
import { appRoot } from './appRoot';
import { rehydrateStylesInSlices, stylesAlreadyRehydrated } from './rehydrateStyles';
import { createQueryClient } from './queryClient';
import { createI18n } from '../i18n';
import { nextTask } from '../services/nextTask';
import { isFramed, reportHeight } from '../services/parentFrame';
import { readServerForm } from '../flow/forms/serverForm';
import { holdInputDuringTakeover } from '../services/holdInputDuringTakeover';
import type { KeptTap } from '../services/tapBeforeTakeover';
import type { Language } from '../i18n/languages';

/** What src/main.tsx has ready when it starts the app. */
export interface StartOptions {
  root: HTMLElement;
  language: Language;
  texts: ResourceLanguage;
  /** The page carries the brand's theme as CSS (the server writes it); otherwise (the dev server) the app builds it. */
  themeInPage: boolean;
  /** The page's CSP nonce, carried by the styles Fluent UI adds. */
  nonce?: string;
  /** Take over the server's HTML (it rendered this screen in this language and product) rather than render anew. */
  hydrate: boolean;
  /**
   * Taking over a server's screen with a form that works without scripts: hold the member's typing
   * back from React until the form is live, then give it and the button tapped meanwhile to React
   * (src/services/holdInputDuringTakeover.ts, src/services/tapBeforeTakeover.ts).
   */
  holdInput?: KeptTap;
  /** react-dom's client, loaded and evaluated in a task of its own before this module. */
  reactDom: { hydrateRoot(container: Element, children: React.ReactNode): Root; createRoot(container: Element): Root };
}

/**
 * Renders the app into `root`, or takes over the server's HTML: Fluent UI's styles learnt from
 * the page in slices (src/app/rehydrateStyles.ts), the texts' i18next started in a task of its
 * own, then React hydrates in a transition, in slices too, yielding to the browser between them
 * (the screen is shown already; no long task blocks a tap meanwhile).
 */
export async function startApp({ root, language, texts, themeInPage, nonce, hydrate, holdInput, reactDom }: StartOptions): Promise<void> {
  const theme = themeInPage ? undefined : (await import('../services/theme')).brandTheme;
  const renderer = createDOMRenderer(document, { styleElementAttributes: nonce ? { nonce } : undefined });
  if (hydrate) await rehydrateStylesInSlices(renderer);
  const i18n = createI18n(language, { [language]: texts });
  if (hydrate) {
    // i18next's start and React's first slice are each long enough on a slow phone: apart. The
    // first translation runs much of i18next's code for the first time: here, not in the header's render.
    i18n.t('layout.skipToContent');
    await nextTask();
  }
  // What the server's page holds for its form, read right before the takeover: typed text and the caret are kept.
  const serverForm = hydrate ? readServerForm(root) : undefined;
  const app = appRoot({
    serverForm,
    renderer,
    styleDocument: hydrate ? stylesAlreadyRehydrated() : undefined,
    queryClient: createQueryClient(),
    i18n,
    theme,
  });
  if (holdInput) holdInputDuringTakeover(root, holdInput);
  if (hydrate) startTransition(() => void reactDom.hydrateRoot(root, app));
  else reactDom.createRoot(root).render(app);
  // Inside online banking's frame: the page's height to the parent (loan:height), so it can size the frame.
  if (isFramed()) reportHeight();
}
