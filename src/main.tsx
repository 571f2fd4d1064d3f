import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createDOMRenderer } from '@fluentui/react-components';
import { appRoot } from './app/appRoot';
import { createQueryClient } from './app/queryClient';
import { activeProduct } from './api/product';
import { createI18n } from './i18n';
import { detectLanguage } from './i18n/detectLanguage';
import { loadLanguage } from './i18n/loadLanguage';
import { THEME_ELEMENT_ID } from './services/brand';

const root = document.getElementById('root');
if (root) {
  // Only the language shown is loaded up front; the language menu loads the other on demand.
  const language = detectLanguage();
  // The page's CSP nonce (server/http/ssr/appPage.ts), carried by the styles Fluent UI adds.
  const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  void Promise.all([
    loadLanguage(language),
    // The brand's theme is CSS in the page the server sends; the dev server's page has none.
    document.getElementById(THEME_ELEMENT_ID) ? undefined : import('./services/theme').then((m) => m.brandTheme),
  ]).then(([texts, theme]) => {
    const app = appRoot({
      renderer: createDOMRenderer(document, { styleElementAttributes: nonce ? { nonce } : undefined }),
      queryClient: createQueryClient(),
      i18n: createI18n(language, { [language]: texts }),
      theme,
    });
    // The server rendered this screen in this language and product (src/ssr/entry.tsx): take it
    // over, in a transition, so that React hydrates in slices and yields to the browser between
    // them (the screen is already shown; no long task blocks a tap meanwhile).
    if (root.dataset.ssr === `${language} ${activeProduct()}`) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
}
