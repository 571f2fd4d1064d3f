import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLanguage } from '../i18n/detectLanguage';
import { StaffApp } from './shell/StaffApp';
import { createStaffQueryClient } from './api/queryClient';
import { createStaffI18n, loadStaffTexts } from './i18n/staffI18n';

// The staff console's entry (staff.html; a build of its own, vite.staff.config.ts).
const root = document.getElementById('root');
if (root) {
  const language = detectLanguage();
  void loadStaffTexts(language).then((texts) => {
    createRoot(root).render(
      <StrictMode>
        <StaffApp queryClient={createStaffQueryClient()} i18n={createStaffI18n(language, texts)} />
      </StrictMode>,
    );
  });
}
