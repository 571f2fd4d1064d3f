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
vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client')>()),
  apiGet: () => new Promise(() => undefined),
  apiPost: () => new Promise(() => undefined),
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
  afterEach(() => vi.unstubAllGlobals());

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

  it('says it exists in local mode only when the server has no dev routes', async () => {
    serve({});
    renderPage();
    expect(await screen.findByText('The preview exists in local mode only (NODE_ENV not production).')).toBeInTheDocument();
  });
});
