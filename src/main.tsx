import { activeProduct } from './api/product';
import { detectLanguage } from './i18n/detectLanguage';
import { loadLanguage } from './i18n/loadLanguage';
import { THEME_ELEMENT_ID } from './services/brand';
import { nextTask } from './services/nextTask';
import { firstInput } from './services/firstInput';
import { keepTap } from './services/tapBeforeTakeover';
import { isFramed } from './services/parentFrame';

/**
 * Starts the app in stages, each module's code evaluated in a task of its own: react-dom, then
 * the app (Fluent UI, the router, the query cache, the shell), then the render or the takeover
 * of the server's HTML. Evaluated at once they are one task long enough to block a tap on a slow
 * phone. Every dynamic import of this module (but the texts, which loadLanguage imports) is such
 * a stage, loaded on every page: the server preloads them with the entry
 * (server/http/routes/pagePreloads.ts) and the bundle report counts them in the shell
 * (scripts/bundle-report.mjs).
 */
async function start(root: HTMLElement): Promise<void> {
  // Only the language shown is loaded up front; the language menu loads the other on demand.
  // (The first read of the page's storage may wait on the browser: a task of its own. A page the
  // server rendered has opened its storage before its first paint: server/http/ssr/appPageHtml.ts.)
  const language = detectLanguage();
  const hydrate = root.dataset.ssr === `${language} ${activeProduct()}`;
  const holdInput = hydrate && !!root.querySelector('form[method="post"]');
  // A tap on a button of the page before React can answer it is given to React once it can.
  const tap = holdInput ? keepTap(root) : undefined;
  if (holdInput && !isFramed()) {
    // The screen works as it is: its form posts to the server, which answers with the next screen
    // or the errors (README "Without JavaScript"). The app takes it over at the member's first
    // touch, key or focus, not while a phone is still busy showing the page (which loads the
    // entry only: server/http/ssr/appPageHtml.ts). Typed text and the caret are kept. Inside
    // online banking's frame the app starts at once: the parent waits for its height.
    await firstInput();
  }
  const reactDomLoaded = import('react-dom/client');
  await nextTask();
  // The page's CSP nonce (server/http/ssr/appPage.ts), carried by the styles Fluent UI adds.
  const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  await nextTask();
  const texts = loadLanguage(language);
  const reactDom = await reactDomLoaded;
  await nextTask();
  const { startApp } = await import('./app/startApp');
  await nextTask();
  await startApp({
    root,
    language,
    texts: await texts,
    // The brand's theme is CSS in the page the server sends; the dev server's page has none.
    themeInPage: !!document.getElementById(THEME_ELEMENT_ID),
    nonce,
    hydrate,
    holdInput: tap,
    reactDom,
  });
}

const root = document.getElementById('root');
if (root) void start(root);
