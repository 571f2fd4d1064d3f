import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createI18n } from '../../../src/i18n';
import { RESOURCES } from '../../../src/i18n/resources';
import { DialogProvider } from '../../../src/services/dialog';
import { ToastProvider } from '../../../src/services/toast';

/** A query client for tests: no retries, nothing kept after unmount. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } } });
}

/** The providers of the app (English unless `language` says otherwise, Fluent, query cache, toasts, dialogs). */
export function Providers({ children, queryClient, language = 'en' }: { children: ReactNode; queryClient: QueryClient; language?: string }) {
  return (
    <I18nextProvider i18n={createI18n(language, RESOURCES)}>
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <DialogProvider>{children}</DialogProvider>
          </ToastProvider>
        </QueryClientProvider>
      </FluentProvider>
    </I18nextProvider>
  );
}

/** Renders `routes` in a memory router at `path`, inside the providers (in `language`). */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = testQueryClient(), language = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result: RenderResult = render(
    <Providers queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `path` (and a marker page for every other route). */
export function renderAt(element: ReactElement, path = '/', queryClient = testQueryClient(), language = 'en') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    path,
    queryClient,
    language,
  );
}
