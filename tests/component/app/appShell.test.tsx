// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { flowRoutes } from '../../../src/app/routes';
import { RouteError } from '../../../src/app/RouteError';
import { AppErrorBoundary } from '../../../src/app/AppErrorBoundary';
import { flowOf } from '../../../src/flow/flows';
import { createI18n } from '../../../src/i18n';
import { BRAND } from '../../../src/app/brand';
import { renderRoutes } from './renderApp';

vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client')>()),
  apiGet: () => new Promise(() => undefined),
  apiPost: () => new Promise(() => undefined),
}));

const routes = flowRoutes(flowOf('microloan'));

describe('router', () => {
  it('redirects / to /apply inside the common layout', async () => {
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
    expect(screen.getAllByText(BRAND.institutionName).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(`© ${new Date().getFullYear()} ${BRAND.institutionName}`)).toBeTruthy();
    expect(screen.getByText(BRAND.disclosure.en)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for a loan' }, { timeout: 10000 })).toBeTruthy();
  });

  it('shows Not Found for an unknown path', async () => {
    renderRoutes(routes, '/nowhere');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('has a route for every step and extra route of the flow', () => {
    const paths = new Set<string>();
    const walk = (list: RouteObject[]) => list.forEach((r) => (r.path && paths.add(r.path), r.children && walk(r.children)));
    walk(routes);
    const flow = flowOf('microloan');
    for (const s of flow.steps) expect(paths.has(s.route)).toBe(true);
    for (const r of flow.extraRoutes ?? []) expect(paths.has(r.route)).toBe(true);
  });

  it('default error view toggles the error text', async () => {
    const Boom = () => {
      throw new Error('kaboom');
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <RouteError /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText('kaboom')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('kaboom')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('kaboom')).toBeNull();
    spy.mockRestore();
  });
});

describe('application error boundary', () => {
  it('logs the error with location and shows the apology with details', () => {
    const Boom = () => {
      throw new Error('broken widget');
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. Please try again or contact support.')).toBeTruthy();
    expect(screen.getByText('Error Details')).toBeTruthy();
    const logged = spy.mock.calls.find((call) => call[0] === 'Application error');
    expect(logged?.[1]).toMatchObject({ message: 'broken widget', name: 'Error', location: expect.any(String) });
    expect((logged?.[1] as { componentStack?: string }).componentStack).toBeTruthy();
    spy.mockRestore();
  });
});

describe('i18n', () => {
  it('changing the language stores preferredLanguage and sets <html lang>', async () => {
    const i18n = createI18n('en');
    expect(document.documentElement.lang).toBe('en');
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(localStorage.getItem('preferredLanguage')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common:buttons.continue')).toBe('Continuar');
    expect(i18n.t('forms:loanAmount.title')).toBe('¿Cuánto desea pedir prestado?');
  });
});
