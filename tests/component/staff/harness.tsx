/**
 * Test harness of the staff console: its real routes, providers, query client and i18n (both
 * languages' staff and product texts), with the network stubbed at the global `fetch` level
 * only, every call recorded with its headers.
 */
import '@testing-library/jest-dom/vitest';
import { configure, render, screen, type RenderResult } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import enStaff from '../../../locales/en/staff.json';
import esStaff from '../../../locales/es/staff.json';
import enProduct from '../../../locales/en/product.json';
import esProduct from '../../../locales/es/product.json';
import { createStaffQueryClient } from '../../../src/staff/api/queryClient';
import { setCsrfToken } from '../../../src/staff/api/staffClient';
import type { ReviewDetail, StaffRole, StaffSession } from '../../../src/staff/api/types';
import { createStaffI18n } from '../../../src/staff/i18n/staffI18n';
import { StaffRoutes } from '../../../src/staff/shell/StaffRoutes';

/** One recorded call to /api/staff. */
export interface StaffCall {
  method: string;
  /** Path after `/api/staff/`. */
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

/** A stubbed answer: status (default 200) and JSON body. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
}

type Answer = StubAnswer | ((call: StaffCall) => StubAnswer);
const answers = new Map<string, Answer[]>();
/** Every call since the last `resetNetwork()`. */
export const calls: StaffCall[] = [];

/** Answers the next call(s) of `METHOD path` (queued; the last one repeats). */
export function onStaffApi(method: string, path: string, ...answer: Answer[]): void {
  answers.set(`${method} ${path}`, answer);
}

/** The server's error payload. */
export function apiError(status: number, error_code: string, details: unknown = null): StubAnswer {
  return { status, body: { error: { message: 'error', status_code: status, error_code, details } } };
}

/** The recorded calls of `METHOD path`. */
export function callsTo(method: string, path: string): StaffCall[] {
  return calls.filter((c) => c.method === method && c.path === path);
}

/** Forgets the stubs, the calls and the CSRF token kept by the client. */
export function resetNetwork(): void {
  answers.clear();
  calls.length = 0;
  setCsrfToken(undefined);
}

async function stubFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const text = await request.clone().text();
  const call: StaffCall = { method: request.method, path: url.pathname.replace(/^\/api\/staff\//, ''), search: url.search, headers: request.headers, body: text ? JSON.parse(text) : undefined };
  calls.push(call);
  const queue = answers.get(`${call.method} ${call.path}`);
  if (!queue) return new Response(JSON.stringify({ error: { message: 'no stub', status_code: 404, error_code: 'NOT_FOUND', details: null } }), { status: 404 });
  const next = queue.length > 1 ? queue.shift()! : queue[0];
  const answer = typeof next === 'function' ? next(call) : next;
  return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
}

/**
 * The stubbed network. It is `fetch` from each render on (and from this module's import): files
 * of other harnesses share the worker and put their own, and the jsdom setup puts the real one
 * back after each test (tests/component/domSetup.ts).
 */
export const networkStub = vi.fn(stubFetch);
globalThis.fetch = networkStub;
// Fluent in jsdom on a loaded 2-core machine: give findBy*/waitFor room (they return as soon as the page is there).
configure({ asyncUtilTimeout: 10000 });
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.assign(globalThis, { ResizeObserver: class { observe(): void {} unobserve(): void {} disconnect(): void {} } });
}

/** The CSRF token of the signed-in session of {@link signedIn}. */
export const CSRF = 'csrf-token-of-this-session';

/** GET session answering a signed-in staff member with `roles`. */
export function signedIn(roles: StaffRole[], name = 'Rita Reviewer'): StaffSession {
  const session: StaffSession = {
    signed_in: true,
    methods: { oidc: true, password: true },
    staff: { id: '11111111-1111-4111-8111-111111111111', email: 'rita@cu.example', display_name: name, roles, auth_method: 'password' },
    csrf_token: CSRF,
    idle_timeout_seconds: 900,
    expires_at: '2030-01-01T00:00:00.000Z',
  };
  onStaffApi('GET', 'session', { body: session });
  return session;
}

/** GET session answering nobody signed in (single sign-on offered or not). */
export function signedOut(oidc = true): void {
  onStaffApi('GET', 'session', { body: { signed_in: false, methods: { oidc, password: true } } });
}

/** GET meta: the two products and the server's denial catalogue. */
export function meta(): void {
  onStaffApi('GET', 'meta', {
    body: {
      products: [{ id: 'microloan', name_key: 'product:microloan.name', brand: 'Harbor' }, { id: 'pal2', name_key: 'product:pal2.name', brand: 'Harbor' }],
      denial_reasons: ['UNDER_MINIMUM_AGE', 'MEMBERSHIP_TOO_RECENT', 'NO_CHECKING_ACCOUNT', 'PAL_LOAN_OPEN', 'TOO_MANY_RECENT_PALS', 'DELINQUENT', 'INCOME_NOT_VERIFIABLE', 'INSUFFICIENT_INCOME', 'NOT_ELIGIBLE'],
      max_denial_reasons: 4,
      roles: ['reviewer', 'supervisor', 'auditor', 'admin'],
    },
  });
}

/** An application awaiting review, as GET /api/staff/reviews/:id answers it. */
export function reviewDetail(overrides: Partial<ReviewDetail> = {}): ReviewDetail {
  return {
    application_id: 'aaaaaaaa-0000-4000-8000-000000000001',
    reference: 'PAL-7Q4K-2M',
    product: 'microloan',
    product_name_key: 'product:microloan.name',
    step: 'PROCESSING_APPLICATION',
    version: 7,
    language: 'es',
    created_at: '2026-01-05T15:00:00.000Z',
    awaiting_review: true,
    waiting_since: '2026-01-05T15:10:00.000Z',
    review_reasons: ['INCOME_NOT_VERIFIABLE'],
    outcome: null,
    applicant: { first_name: 'Robert', last_name: 'Chen', phone_last_four: '0104', ssn_last_four: '0004', age: 54 },
    answers: { loan_amount: 750, monthly_housing_expenses: 1250, loan_purpose: 'RENT' },
    member: {
      member_id: 'M-1004', member_since: '2018-01-01', membership_months: 96, monthly_direct_deposits: 0, military_covered: false, core_banking_status: 'ok',
      accounts: [{ type: 'checking', description: 'Premier Checking', last_four: '8804', balance: 5400 }],
      loans: [],
    },
    rules: [
      { rule: 'minimumAge', verdict: 'pass', reason: null },
      { rule: 'incomeVerifiable', verdict: 'review', reason: 'INCOME_NOT_VERIFIABLE' },
    ],
    offers: [{ offer_id: 'o1', number_of_payments: 3, amount_financed: 737.91, annual_interest_rate: 0.2799, finance_charge: 34.69, total_of_payments: 772.6, amount_of_payments: 257.54, initial_payment_date: '2026-02-05', final_payment_date: '2026-04-05' }],
    events: [{ id: '1', at: '2026-01-05T15:00:00.000Z', type: 'created', from_step: null, to_step: 'LOAN_AMOUNT', actor: null, ip: null, detail: {} }],
    assigned_to: null,
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** What a test gets back: the render, the query client and the current location (under /staff). */
export interface RenderedStaff extends RenderResult {
  queryClient: QueryClient;
  location(): string;
}

/** Renders the console at `path` (a path under /staff) in `language`, as StaffApp does. */
export function renderStaff(path: string, language: 'en' | 'es' = 'en', state?: unknown): RenderedStaff {
  globalThis.fetch = networkStub;
  const queryClient = createStaffQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const i18n = createStaffI18n(language, { staff: language === 'en' ? enStaff : esStaff, product: language === 'en' ? enProduct : esProduct });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
            <StaffRoutes />
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, location: () => screen.getByTestId('location').textContent ?? '' };
}
