import { Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FluentProvider, Spinner, Text } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { APPLICATION_KEY } from '../api/application';
import { brandTheme } from '../services/theme';
import type { FlowDefinition, FlowStep } from '../core/flow/types';
import { FlowProvider } from '../flow/FlowContext';
import { stepElement } from '../flow/stepElement';
import { createI18n } from '../i18n';
import { RESOURCES } from '../i18n/resources';
import { DialogProvider } from '../services/dialog';
import { ToastProvider } from '../services/toast';
import { IsolatedRoot } from './IsolatedRoot';
import { previewSigningUrl } from './previewApi';
import { holdPreviewOtpToken, PREVIEW_OTP_TOKEN, PREVIEW_PHONE_LAST_4, tabHoldsOwnOtpToken } from './previewOtpToken';
import { sampleApplication } from './sampleApplication';
import type { Language } from '../core/languages';

/** Props of one preview cell. */
export interface PreviewCellProps {
  flow: FlowDefinition;
  step: FlowStep;
  language: Language;
  /** Locale files from the server (GET /api/dev/config), laid over the bundled ones. */
  locales: Record<string, Record<string, unknown>> | undefined;
  /** Configuration version: a new one rebuilds the cell. */
  version: number;
  minAmount?: number;
  maxAmount?: number;
}

/** The screen that needs an OTP token in the tab's session storage (it moves on without one). */
const OTP_SCREEN = 'OtpVerify';

/**
 * One step of a flow rendered as the applicant sees it, in one language, with a sample
 * application and no server calls for the application (queries are disabled; a button that
 * posts still calls the server and fails without a session). The answers of the screens' own
 * queries are filled in: the code-entry screen's token check (with a sample token in the tab's
 * session while the cell is mounted, see holdPreviewOtpToken; not shown when the tab holds a
 * token of its own) and the signing screen's URL (the local-mode signing page with a sample
 * agreement, which stores nothing). A screen that navigates away shows where it went.
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
    // The answers of useOtpTokenCheck and useSigningUrl (src/screens/otp, src/screens/sign). The token
    // check turns itself on when there is a token: its fresh answer here keeps it from calling the server.
    client.setQueryData(['otp-token-check', PREVIEW_OTP_TOKEN], { phone_number_last_4: PREVIEW_PHONE_LAST_4 });
    client.setQueryData(['signing-url', language], { signing_url: previewSigningUrl(flow.product, language) });
    return client;
  }, [step.step, minAmount, maxAmount, flow.product, language]);
  const needsOtpToken = step.screen === OTP_SCREEN;
  const [otpTokenTaken] = useState(() => needsOtpToken && tabHoldsOwnOtpToken());
  // Before the cell's own root renders (its passive effect), so the screen finds the token on its first render.
  useLayoutEffect(() => (needsOtpToken && !otpTokenTaken ? holdPreviewOtpToken() : undefined), [needsOtpToken, otpTokenTaken]);
  if (otpTokenTaken)
    return (
      <Text as="p" italic>
        This tab holds a code-entry session of its own (an application waiting for its code), so the preview does not show this screen here: it would use that session. Open the preview in a new tab to see it.
      </Text>
    );
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
