// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { ApplicationView } from '../../../src/core/application';
import { ApplicationGuard } from '../../../src/flow/ApplicationGuard';
import { ApiError } from '../../../src/api/errors';
import { APPLICATION_KEY } from '../../../src/api/application';
import { renderRoutes } from './renderApp';

let answer: () => Promise<unknown> = () => Promise.resolve(undefined);
vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client')>()),
  apiGet: () => answer(),
  apiPost: () => Promise.resolve({}),
}));

const application: ApplicationView = {
  application_id: 'app-42',
  step: 'LOAN_PURPOSE',
  allowed_steps: ['LOAN_AMOUNT', 'HOUSING_EXPENSES', 'LOAN_PURPOSE'],
  expires_in_seconds: 900,
  is_polling_step: false,
};

const page = (name: string) => <p>page {name}</p>;
const routes: RouteObject[] = [
  { path: '/apply', element: page('apply') },
  { path: '/error', element: page('error') },
  {
    element: <ApplicationGuard />,
    children: [
      { path: '/application/loan-amount', element: page('loan-amount') },
      { path: '/application/loan-purpose', element: page('loan-purpose') },
      { path: '/application/review', element: page('review') },
    ],
  },
];

beforeEach(() => sessionStorage.clear());

describe('guard of /application routes', () => {
  it('shows an allowed step', async () => {
    answer = () => Promise.resolve(application);
    renderRoutes(routes, '/application/loan-amount');
    expect(await screen.findByText('page loan-amount')).toBeTruthy();
  });

  it('sends a step outside allowed_steps to the current step', async () => {
    answer = () => Promise.resolve(application);
    const { router } = renderRoutes(routes, '/application/review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/loan-purpose'));
    expect(await screen.findByText('page loan-purpose')).toBeTruthy();
    expect(screen.queryByText('page review')).toBeNull();
    expect(sessionStorage.getItem('applicationId')).toBe('app-42');
  });

  it('on 401 clears the cache, says the session expired and goes to apply', async () => {
    let calls = 0;
    answer = () => {
      calls += 1;
      return Promise.reject(new ApiError('expired', 401, 'SESSION_EXPIRED'));
    };
    const { router, queryClient } = renderRoutes(routes, '/application/loan-amount');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
    expect(await screen.findByText('Your session has expired.')).toBeTruthy();
    expect(queryClient.getQueryData(APPLICATION_KEY)).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('on another error goes to the error page with the application id', async () => {
    sessionStorage.setItem('applicationId', 'app-7');
    let calls = 0;
    answer = () => {
      calls += 1;
      return Promise.reject(new ApiError('Boom', 500, 'INTERNAL_ERROR'));
    };
    const { router } = renderRoutes(routes, '/application/loan-amount');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    // The HTTP layer retries (ky); the query does not add its own retries on top.
    expect(calls).toBe(1);
    expect(router.state.location.search).toBe('?applicationId=app-7');
    // The code's text, never the server's own message.
    expect(await screen.findByText('An unexpected error occurred')).toBeTruthy();
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('keeps the short reference for the error page, which reads it from the tab', async () => {
    let fail = false;
    answer = () => (fail ? Promise.reject(new ApiError('Boom', 500, 'INTERNAL_ERROR')) : Promise.resolve({ ...application, application_id: 'app-8', reference: 'PAL-7Q4K-2M' }));
    const first = renderRoutes(routes, '/application/loan-amount');
    await waitFor(() => expect(sessionStorage.getItem('applicationReference')).toBe('PAL-7Q4K-2M'));
    first.unmount();
    fail = true;
    const { router } = renderRoutes(routes, '/application/loan-amount');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(router.state.location.search).toBe('?applicationId=app-8');
    expect(sessionStorage.getItem('applicationReference')).toBe('PAL-7Q4K-2M');
  });

  it('in Spanish says a time-out in Spanish, not "Request timed out: GET application"', async () => {
    answer = () => Promise.reject(new ApiError('Request timed out: GET application', 408, 'TIMEOUT'));
    const { router } = renderRoutes(routes, '/application/loan-amount', undefined, 'es');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(await screen.findByText('La solicitud tardó demasiado. Inténtelo de nuevo.')).toBeTruthy();
    expect(screen.queryByText(/Request timed out/)).toBeNull();
  });

  it('in Spanish gives a code without its own text the generic Spanish text, not the server message', async () => {
    answer = () => Promise.reject(new ApiError('Teapot exploded', 418, 'SOME_NEW_CODE'));
    const { router } = renderRoutes(routes, '/application/loan-amount', undefined, 'es');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(await screen.findByText('Ocurrió un error inesperado')).toBeTruthy();
    expect(screen.queryByText('Teapot exploded')).toBeNull();
  });
});
