import { Suspense, useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FluentProvider, Spinner, Text } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { APPLICATION_KEY } from '../api/application';
import { stepElement } from '../app/routes';
import { brandTheme } from '../app/theme';
import type { FlowDefinition, FlowStep } from '../core/flow/types';
import { FlowProvider } from '../flow/FlowContext';
import { createI18n } from '../i18n';
import { RESOURCES } from '../i18n/resources';
import { DialogProvider } from '../services/dialog';
import { ToastProvider } from '../services/toast';
import { IsolatedRoot } from './IsolatedRoot';
import { sampleApplication } from './sampleApplication';

/** Props of one preview cell. */
export interface PreviewCellProps {
  flow: FlowDefinition;
  step: FlowStep;
  language: 'en' | 'es';
  /** Locale files from the server (GET /api/dev/config), laid over the bundled ones. */
  locales: Record<string, Record<string, unknown>> | undefined;
  /** Configuration version: a new one rebuilds the cell. */
  version: number;
  minAmount?: number;
  maxAmount?: number;
}

/**
 * One step of a flow rendered as the applicant sees it, in one language, with a sample
 * application and no server calls for the application (queries are disabled; a button that
 * posts still calls the server and fails without a session). A screen that navigates away
 * shows where it went.
 */
export function PreviewCell({ flow, step, language, locales, version, minAmount, maxAmount }: PreviewCellProps) {
  const i18n = useMemo(() => {
    const instance = createI18n(language, RESOURCES);
    for (const [namespace, texts] of Object.entries(locales ?? {})) instance.addResourceBundle(language, namespace, texts, true, true);
    return instance;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the config version changes
  }, [language, version]);
  const queryClient = useMemo(() => {
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity }, mutations: { retry: false } } });
    client.setQueryData(APPLICATION_KEY, sampleApplication(step.step, minAmount, maxAmount));
    return client;
  }, [step.step, minAmount, maxAmount]);
  return (
    <IsolatedRoot>
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={brandTheme} dir="ltr" lang={language}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <DialogProvider>
              <FlowProvider flow={flow}>
                <MemoryRouter initialEntries={[step.route]}>
                  <Suspense fallback={<Spinner />}>
                    <Routes>
                      <Route path={step.route} element={stepElement(step)} />
                      <Route path="*" element={<Text italic>This screen moved on by itself (it needs a live session).</Text>} />
                    </Routes>
                  </Suspense>
                </MemoryRouter>
              </FlowProvider>
            </DialogProvider>
          </ToastProvider>
        </QueryClientProvider>
      </FluentProvider>
    </I18nextProvider>
    </IsolatedRoot>
  );
}
