/**
 * Test harness of the special screens: renders a screen inside the real providers (Fluent,
 * i18next, React Query, router, flow, toast, dialog) and stubs the network at the global
 * `fetch` level only, recording every call.
 */
import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18n } from '../../../src/i18n';
import { RESOURCES } from '../../../src/i18n/resources';
import { APPLICATION_KEY } from '../../../src/api/application';
import { FlowProvider } from '../../../src/flow/FlowContext';
import { ToastProvider } from '../../../src/services/toast';
import { DialogProvider } from '../../../src/services/dialog';
import type { ApplicationView, LoanSchedule } from '../../../src/core/application';
import type { FlowDefinition } from '../../../src/core/flow/types';
import type { Language } from '../../../src/core/languages';

/** One recorded call to the API. */
export interface ApiCall {
  method: string;
  /** Path after `/api/v1/microloan/`. */
  path: string;
  body: unknown;
}

/** A stubbed answer: status (default 200) and JSON body. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
}

type Answer = StubAnswer | ((call: ApiCall) => StubAnswer | Promise<StubAnswer>);

const answers = new Map<string, Answer[]>();
/** Every API call made since the last `resetNetwork()`. */
export const calls: ApiCall[] = [];

/** Answers the next call(s) of `METHOD path` (queued; the last one repeats). */
export function onApi(method: string, path: string, ...answer: Answer[]): void {
  answers.set(`${method} ${path}`, answer);
}

/** An error answer in the server's error payload (SPEC section 8). */
export function apiError(status: number, error_code: string, message = 'error'): StubAnswer {
  return { status, body: { error: { message, status_code: status, error_code, details: null } } };
}

/** Forgets stubbed answers and recorded calls. */
export function resetNetwork(): void {
  answers.clear();
  calls.length = 0;
}

/** The recorded calls of `METHOD path`. */
export function callsTo(method: string, path: string): ApiCall[] {
  return calls.filter((c) => c.method === method && c.path === path);
}

async function stubFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/v1\/[^/]+\//, '');
  const text = await request.clone().text();
  const call: ApiCall = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
  calls.push(call);
  const queue = answers.get(`${call.method} ${path}`);
  if (!queue) return new Response(JSON.stringify({ error: { message: 'no stub', status_code: 404, error_code: 'NOT_FOUND', details: null } }), { status: 404 });
  const next = queue.length > 1 ? queue.shift()! : queue[0];
  const answer = typeof next === 'function' ? await next(call) : next;
  return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The stubbed network. It is `fetch` from each render on (and from this module's import): files
 * of other harnesses share the worker and put their own, and the jsdom setup puts the real one
 * back after each test (tests/component/domSetup.ts).
 */
export const networkStub = vi.fn(stubFetch);
globalThis.fetch = networkStub;

// jsdom has no ResizeObserver (Fluent's MessageBar observes its width).
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.assign(globalThis, {
    ResizeObserver: class NoResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  });
}

// jsdom has no canvas: answer "no context" quietly (the fingerprint and confetti code cope with it).
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

/** Stubs `window.matchMedia` so that prefers-reduced-motion is `reduce` or not; null removes the stub. */
export function setReducedMotion(reduce: boolean | null): void {
  if (reduce === null) {
    Reflect.deleteProperty(window, 'matchMedia');
    return;
  }
  window.matchMedia = ((query: string) =>
    ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions {
  /** Route the screen is mounted at (with an optional search). */
  path: string;
  /** Application put in the query cache before rendering. */
  application?: ApplicationView;
  language?: Language;
  /** The flow the screen runs in (default: the active product's, microloan). */
  flow?: FlowDefinition;
  /** Texts laid over the bundled ones in `language`, by namespace (a fixture flow's own keys). */
  texts?: Record<string, Record<string, unknown>>;
}

/** What a test gets back: the render result, the query client and the current location. */
export interface RenderedScreen extends RenderResult {
  queryClient: QueryClient;
  location(): string;
}

/** Renders `ui` at `path` inside every provider of the app. Navigating away unmounts it. */
export function renderScreen(ui: ReactElement, { path, application, language = 'en', flow, texts }: RenderScreenOptions): RenderedScreen {
  globalThis.fetch = networkStub;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (application) queryClient.setQueryData(APPLICATION_KEY, application);
  const i18n = createI18n(language, RESOURCES);
  for (const [namespace, bundle] of Object.entries(texts ?? {})) i18n.addResourceBundle(language, namespace, bundle, true, true);
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <FlowProvider flow={flow}>
              <ToastProvider>
                <DialogProvider>
                  <Routes>
                    <Route path={path.split('?')[0]} element={ui} />
                    <Route path="*" element={<p>Elsewhere</p>} />
                  </Routes>
                  <LocationProbe />
                </DialogProvider>
              </ToastProvider>
            </FlowProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </FluentProvider>,
  );
  return { ...result, queryClient, location: () => screen.getByTestId('location').textContent ?? '' };
}

/** A loan schedule with plausible PAL numbers. */
export function schedule(overrides: Partial<LoanSchedule> = {}): LoanSchedule {
  return {
    offer_id: 'offer-3',
    number_of_payments: 3,
    amount_financed: 500,
    annual_interest_rate: 0.2799,
    finance_charge: 23.47,
    total_of_payments: 523.47,
    amount_of_payments: 174.49,
    initial_payment_date: '2027-03-14',
    final_payment_date: '2027-05-14',
    payday_finance_charge: 225,
    loan_savings: 201.53,
    ...overrides,
  };
}

/** An application at `step`, with the fields the screens read. */
export function application(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return {
    application_id: 'APP-12345',
    reference: 'PAL-7Q4K-2M',
    step: 'USER_REVIEW',
    allowed_steps: ['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE', 'DEPOSIT_ACCOUNT_SELECTION', 'USER_REVIEW'],
    expires_in_seconds: 900,
    is_polling_step: false,
    loan_amount: 1200,
    monthly_housing_expenses: 950,
    loan_purpose: 'RENT',
    checking_accounts: [
      { account_id: 'acc-1', description: 'Everyday Checking', last_four: '4521' },
      { account_id: 'acc-2', description: 'Second Checking', last_four: '9876' },
    ],
    direct_deposit_account: { account_id: 'acc-1' },
    ...overrides,
  };
}
