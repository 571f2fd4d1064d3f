// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { flowRoutes } from '../../../src/app/routes';
import { RouteErrorBoundary } from '../../../src/app/RouteErrorBoundary';
import { AppErrorBoundary } from '../../../src/app/AppErrorBoundary';
import { flowOf } from '../../../src/flow/flows';
import { createI18n } from '../../../src/i18n';
import { RESOURCES } from '../../../src/i18n/resources';
import { loadLanguage, switchLanguage } from '../../../src/i18n/loadLanguage';
import { I18nextProvider } from 'react-i18next';
import { BRAND } from '../../../src/services/brand';
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
    renderRoutes([{ path: '/', element: <RouteErrorBoundary resetKey="/"><Boom /></RouteErrorBoundary> }], '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText('kaboom')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('kaboom')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('kaboom')).toBeNull();
    spy.mockRestore();
  });

  it('a route error stays inside its route and the next navigation renders the page again', async () => {
    let broken = true;
    const i18n = createI18n('en', RESOURCES);
    const Flaky = () => {
      if (broken) throw new Error('flaky page');
      return <p>page works</p>;
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (resetKey: string) => (
      <I18nextProvider i18n={i18n}>
        <p>layout stays</p>
        <RouteErrorBoundary resetKey={resetKey}>
          <Flaky />
        </RouteErrorBoundary>
      </I18nextProvider>
    );
    const { rerender } = render(page('/a'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('layout stays')).toBeTruthy();
    expect(spy.mock.calls.some((call) => call[0] === 'Route error' && (call[1] as { message: string }).message === 'flaky page')).toBe(true);
    broken = false;
    rerender(page('/a'));
    expect(screen.queryByText('page works')).toBeNull();
    rerender(page('/b'));
    expect(screen.getByText('page works')).toBeTruthy();
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
  it('loads one language up front and the other when the member switches to it', async () => {
    const english = await loadLanguage('en');
    // Every namespace but those a lazily loaded screen brings in its own chunk (the denial reasons, the finalizing and offer screens' texts).
    expect(Object.keys(english).sort()).toEqual(Object.keys(RESOURCES.en).filter((ns) => !['denial', 'finalizing', 'offer'].includes(ns)).sort());
    const i18n = createI18n('en', { en: english });
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    expect(document.documentElement.lang).toBe('en');
    await act(async () => {
      await switchLanguage(i18n, 'es');
    });
    expect(localStorage.getItem('preferredLanguage')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common:buttons.continue')).toBe('Continuar');
    expect(i18n.t('forms:loanAmount.title')).toBe('¿Cuánto desea pedir prestado?');
  });

  it('a language without locale files is refused by name', async () => {
    await expect(loadLanguage('fr')).rejects.toThrow('No locale files for language "fr"');
  });
});
