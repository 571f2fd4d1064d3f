import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { brandTheme } from '../../services/theme';
import { StaffRoutes } from './StaffRoutes';
import { STAFF_BASE } from './staffBase';

/** The staff console: i18n, the brand's theme, its own query cache and the router under /staff. */
export function StaffApp({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={brandTheme}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename={STAFF_BASE}>
            <StaffRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </FluentProvider>
    </I18nextProvider>
  );
}
