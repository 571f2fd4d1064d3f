import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { createI18n } from './i18n';
import { detectLanguage } from './i18n/detectLanguage';
import { loadLanguage } from './i18n/loadLanguage';

const root = document.getElementById('root');
if (root) {
  // Only the language shown is loaded up front; the language menu loads the other on demand.
  const language = detectLanguage();
  void loadLanguage(language).then((texts) => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} i18n={createI18n(language, { [language]: texts })} />
      </StrictMode>,
    );
  });
}
