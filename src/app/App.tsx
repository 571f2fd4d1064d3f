import { useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { FlowProvider, useFlow } from '../flow/FlowContext';
import { DialogProvider } from '../services/dialog';
import { ToastProvider } from '../services/toast';
import { AppErrorBoundary } from './AppErrorBoundary';
import { brandTheme } from '../services/theme';
import { flowRoutes } from './routes';

/** The flow's routes (declarative router: each route brings its own error and pending boundary). */
function FlowRoutes() {
  const { flow } = useFlow();
  const routes = useMemo(() => flowRoutes(flow), [flow]);
  return useRoutes(routes);
}

/** The application: error boundary, i18n, theme, query cache, toasts, dialogs and the router. */
export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  return (
    <AppErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={brandTheme}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <DialogProvider>
                <BrowserRouter>
                  <FlowProvider>
                    <FlowRoutes />
                  </FlowProvider>
                </BrowserRouter>
              </DialogProvider>
            </ToastProvider>
          </QueryClientProvider>
        </FluentProvider>
      </I18nextProvider>
    </AppErrorBoundary>
  );
}
