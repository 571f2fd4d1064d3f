// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { SessionTimeout } from '../../../src/flow/SessionTimeout';
import { APPLICATION_KEY } from '../../../src/api/application';
import { renderRoutes, testQueryClient } from './renderApp';

const posts: string[] = [];
let refreshAnswer: () => Promise<unknown> = () => Promise.resolve({});
vi.mock('../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client')>()),
  apiGet: () => Promise.resolve({}),
  apiPost: (path: string) => {
    posts.push(path);
    return path === 'application/refresh-session' ? refreshAnswer() : Promise.resolve({});
  },
}));

/** The timer as the guard runs it: restarted whenever the cached application changes. */
function Timer() {
  const query = useQuery<{ expires_in_seconds: number }>({ queryKey: APPLICATION_KEY, queryFn: () => new Promise(() => undefined), staleTime: Infinity });
  if (!query.data) return null;
  return <SessionTimeout expiresInSeconds={query.data.expires_in_seconds} restartKey={query.dataUpdatedAt} />;
}

function renderTimer(expires: number) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(APPLICATION_KEY, { expires_in_seconds: expires });
  return renderRoutes(
    [
      { path: '/application/loan-amount', element: <Timer /> },
      { path: '/application-canceled', element: <p>canceled page</p> },
    ],
    '/application/loan-amount',
    queryClient,
  );
}

const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

beforeEach(async () => {
  await import('../../../src/services/DialogView');
  posts.length = 0;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

describe('session timeout', () => {
  it('warns at 120 s with a live m:ss countdown, not before', async () => {
    renderTimer(140); // countdown starts at 130
    tick(9);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    tick(1);
    expect(await screen.findByText(/will end in 2:00/)).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    // Logging out is not a harmless choice: the dialog says it cancels the application.
    expect(screen.getByRole('alertdialog').textContent).toContain('If you log out, or the time runs out, your application will be canceled.');
    tick(1);
    expect(await screen.findByText(/will end in 1:59/)).toBeTruthy();
    tick(60);
    expect(await screen.findByText(/will end in 0:59/)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('extends the session: refresh, new application in cache, countdown restarts', async () => {
    refreshAnswer = () => Promise.resolve({ expires_in_seconds: 600 });
    const { queryClient } = renderTimer(100);
    fireEvent.click(await screen.findByRole('button', { name: 'Extend session' }));
    // vi.waitFor, not waitFor: setInterval is faked, so Testing Library's waitFor re-checks only
    // when the DOM changes, and nothing in the DOM changes when the refresh is posted.
    await vi.waitFor(() => expect(posts).toEqual(['application/refresh-session']), { timeout: 10_000 });
    // Polled by Vitest's waitFor: Testing Library's, with setInterval faked here, checks again only on a DOM change,
    // and the cache's change need not make one (it passed or timed out by the order of unrelated renders).
    await vi.waitFor(() => expect(queryClient.getQueryData(APPLICATION_KEY)).toMatchObject({ expires_in_seconds: 600 }), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    tick(400);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a slow refresh: the dialog does not open again while the session is being extended, and is gone once it is', async () => {
    let answer: (value: unknown) => void = () => undefined;
    refreshAnswer = () => new Promise((resolve) => (answer = resolve));
    const { queryClient } = renderTimer(100);
    fireEvent.click(await screen.findByRole('button', { name: 'Extend session' }));
    await vi.waitFor(() => expect(posts).toEqual(['application/refresh-session']), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The countdown keeps running (under 120 s) while the answer is on its way: 3 s on a slow network.
    tick(3);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => answer({ expires_in_seconds: 600 }));
    // Polled by Vitest's waitFor: Testing Library's, with setInterval faked here, checks again only on a DOM change,
    // and the cache's change need not make one (it passed or timed out by the order of unrelated renders).
    await vi.waitFor(() => expect(queryClient.getQueryData(APPLICATION_KEY)).toMatchObject({ expires_in_seconds: 600 }), { timeout: 10_000 });
    tick(5);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts).toEqual(['application/refresh-session']);
  });

  it('cancels when the refresh fails', async () => {
    refreshAnswer = () => Promise.reject(new Error('nope'));
    const { router } = renderTimer(100);
    fireEvent.click(await screen.findByRole('button', { name: 'Extend session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application-canceled'));
    expect(posts).toEqual(['application/refresh-session', 'application/cancel']);
  });

  it('logs out now: cancels and goes to the canceled page', async () => {
    const { router, queryClient } = renderTimer(100);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/application-canceled'));
    expect(router.state.location.search).toBe('');
    expect(posts).toEqual(['application/cancel']);
    expect(queryClient.getQueryData(APPLICATION_KEY)).toBeUndefined();
  });

  it('at 0 closes the dialog and cancels', async () => {
    const { router } = renderTimer(15); // countdown starts at 5
    expect(await screen.findByText(/will end in 0:05/)).toBeTruthy();
    tick(5);
    await waitFor(() => expect(router.state.location.pathname).toBe('/application-canceled'));
    // The canceled page is told why: it says the session timed out.
    expect(router.state.location.search).toBe('?reason=timeout');
    expect(posts).toEqual(['application/cancel']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
