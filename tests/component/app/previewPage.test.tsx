// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import microloan from '../../../flows/microloan.flow.json';
import pal2 from '../../../flows/pal2.flow.json';
import enForms from '../../../locales/en/forms.json';
import PreviewPage from '../../../src/preview/PreviewPage';
import type { DevConfigAnswer, FlowCheckAnswer } from '../../../src/preview/previewApi';

vi.mock('../../../src/screens/completed/celebrate', () => ({ celebrate: async () => undefined }));
const calls = vi.hoisted(() => ({ posts: [] as string[] }));
vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client')>()),
  apiGet: () => new Promise(() => undefined),
  apiPost: (path: string) => {
    calls.posts.push(path);
    return new Promise(() => undefined);
  },
}));

const CHECK: FlowCheckAnswer = {
  ok: false, version: 3, checked_at: '2026-11-22T01:00:00.000Z', notes: [],
  problems: [{ file: 'schemas/forms/housing-expenses.ui.json', pointer: '/expenses/ui:widget', message: 'unknown widget "curency"' }],
  translations: [
    { language: 'en', used: 45, present: 45, missing: [] },
    { language: 'es', used: 45, present: 44, missing: ['forms:housing.subtitle'] },
  ],
};

const CONFIG = {
  version: 3,
  flows: { microloan, pal2 },
  locales: { en: { forms: { ...enForms, housing: { ...enForms.housing, title: 'Housing, edited live' } } }, es: {} },
  loans: { microloan: { minAmount: 200, maxAmount: 1000 }, pal2: { minAmount: 1000, maxAmount: 2000 } },
} as unknown as DevConfigAnswer;

// jsdom has no canvas (the finalizing and completed screens draw).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

function serve(answers: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const body = answers[url];
    return new Response(body === undefined ? '{}' : JSON.stringify(body), { status: body === undefined ? 404 : 200, headers: { 'content-type': 'application/json' } });
  }));
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><PreviewPage /></QueryClientProvider>);
}

describe('the product owners\' preview (/preview)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    calls.posts.length = 0;
  });

  it('shows translation completeness, the checker\'s problems and every step in English and Spanish', async () => {
    serve({ '/api/dev/flow-check': CHECK, '/api/dev/config': CONFIG });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview of the flows' })).toBeInTheDocument();
    expect(screen.getByTestId('translations')).toHaveTextContent('en: 45 / 45 (100%) texts present');
    expect(screen.getByTestId('translations')).toHaveTextContent('es: 44 / 45 (97%) texts present; missing forms:housing.subtitle');
    expect(screen.getByRole('alert')).toHaveTextContent('schemas/forms/housing-expenses.ui.json: /expenses/ui:widget: unknown widget "curency"');
    for (const step of microloan.steps) expect(screen.getByRole('region', { name: step.step })).toBeInTheDocument();
    const apply = screen.getByRole('region', { name: 'MAIN_APPLY' });
    expect(await within(apply).findByRole('heading', { level: 1, name: 'Apply for a loan' }, { timeout: 10000 })).toBeInTheDocument();
    expect(await within(apply).findByRole('heading', { level: 1, name: 'Solicite un préstamo' })).toBeInTheDocument();
    const housing = screen.getByRole('region', { name: 'HOUSING_EXPENSES' });
    expect(await within(housing).findByRole('heading', { level: 1, name: 'Housing, edited live' }, { timeout: 10000 })).toBeInTheDocument();
  });

  it('shows the code entry with a sample session and the signing page with a sample agreement, without calling the server', async () => {
    serve({ '/api/dev/flow-check': CHECK, '/api/dev/config': CONFIG });
    const page = renderPage();
    const otp = await screen.findByRole('region', { name: 'OTP_VERIFY' });
    expect(await within(otp).findByRole('heading', { level: 1, name: 'Verify your phone' }, { timeout: 10000 })).toBeInTheDocument();
    expect(await within(otp).findByRole('heading', { level: 1, name: 'Verifique su teléfono' })).toBeInTheDocument();
    expect(within(otp).getByText('Enter the 6-digit code we sent to your phone ending in •••• 0101.')).toBeInTheDocument();
    for (const n of [1, 2, 3, 4, 5, 6]) expect(within(otp).getAllByRole('textbox', { name: new RegExp(`^(Digit|Dígito) ${n} (of|de) 6`) })).toHaveLength(2);
    expect(within(otp).queryByText(/moved on by itself/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('otp_token')).toBe('preview-sample-otp-token');

    const sign = screen.getByRole('region', { name: 'DOCUSIGN' });
    const en = await within(sign).findByTitle('Sign your loan agreement', {}, { timeout: 10000 });
    expect(en.tagName).toBe('IFRAME');
    expect(en).toHaveAttribute('src', '/api/dev/preview/signing/microloan/en');
    expect(await within(sign).findByTitle('Firme su contrato de préstamo')).toHaveAttribute('src', '/api/dev/preview/signing/microloan/es');
    expect(within(sign).queryByRole('progressbar')).not.toBeInTheDocument();

    // Neither the token check nor the signing call reached the server.
    expect(calls.posts.filter((path) => path.startsWith('application/otp') || path === 'application/sign')).toEqual([]);
    page.unmount();
    expect(sessionStorage.getItem('otp_token')).toBeNull(); // the sample token leaves with the preview
  });

  it('never touches an OTP token the tab holds of its own', async () => {
    sessionStorage.setItem('otp_token', 'token-of-this-tab');
    serve({ '/api/dev/flow-check': CHECK, '/api/dev/config': CONFIG });
    const page = renderPage();
    const otp = await screen.findByRole('region', { name: 'OTP_VERIFY' });
    expect(within(otp).getAllByText(/This tab holds a code-entry session of its own/)).toHaveLength(2);
    expect(within(otp).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const apply = screen.getByRole('region', { name: 'MAIN_APPLY' });
    expect(await within(apply).findByRole('heading', { level: 1, name: 'Apply for a loan' }, { timeout: 10000 })).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
    page.unmount();
    expect(sessionStorage.getItem('otp_token')).toBe('token-of-this-tab');
  });

  it('says it exists in local mode only when the server has no dev routes', async () => {
    serve({});
    renderPage();
    expect(await screen.findByText('The preview exists in local mode only (NODE_ENV not production).')).toBeInTheDocument();
  });
});
