import { useMemo, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FluentProvider, type PartialTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { FlowDefinition } from '../core/flow/types';
import { FlowProvider, useFlow } from '../flow/FlowContext';
import { BRAND, BrandProvider, type Brand } from '../services/brand';
import { DialogProvider } from '../services/dialog';
import { ToastProvider } from '../services/toast';
import { AppErrorBoundary } from './AppErrorBoundary';
import { flowRoutes } from './routes';
import { ServerFormProvider, type ServerForm } from '../flow/forms/serverForm';

/** The flow's routes (declarative router: each route brings its own error and pending boundary). */
function FlowRoutes() {
  const { flow } = useFlow();
  const routes = useMemo(() => flowRoutes(flow), [flow]);
  return useRoutes(routes);
}

/** Props of {@link App}; the browser passes the first two, the server's rendering every one. */
export interface AppProps {
  queryClient: QueryClient;
  i18n: i18n;
  /** The Fluent theme; none when the page carries the brand's theme as CSS already (the server writes it). */
  theme?: PartialTheme;
  /** The router (default the browser's; the server renders at a URL with a static one). */
  router?: ComponentType<{ children: ReactNode }>;
  /** The flow (default the active product's, `?product=`). */
  flow?: FlowDefinition;
  /** The brand (default the page's). */
  brand?: Brand;
  /** What the server's page tells its forms (form token, a form posted without JavaScript, what was typed before the takeover). */
  serverForm?: ServerForm;
}

/** No theme of the provider's own: the page's CSS has the brand's theme on `:root`. */
const PAGE_THEME: PartialTheme = {};

/** No server form: a page the browser rendered itself. */
const NO_SERVER_FORM: ServerForm = {};

/** The application: error boundary, i18n, theme, query cache, toasts, dialogs and the router. */
export function App({ queryClient, i18n, theme, router: Router = BrowserRouter, flow, brand = BRAND, serverForm = NO_SERVER_FORM }: AppProps) {
  return (
    <AppErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <BrandProvider value={brand}>
          <FluentProvider theme={theme ?? PAGE_THEME}>
            <QueryClientProvider client={queryClient}>
              <ToastProvider>
                <DialogProvider>
                  <Router>
                    <FlowProvider flow={flow}>
                      <ServerFormProvider value={serverForm}>
                        <FlowRoutes />
                      </ServerFormProvider>
                    </FlowProvider>
                  </Router>
                </DialogProvider>
              </ToastProvider>
            </QueryClientProvider>
          </FluentProvider>
        </BrandProvider>
      </I18nextProvider>
    </AppErrorBoundary>
  );
}
