import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '../core/application';
import { APPLICATION_KEY, type CachedApplication } from './application';
import { apiGet } from './client';

/** The server holds a wait at most 25 s (server/http/routes/applicationWaitRoute.ts); the browser gives it 10 s more. */
export const WAIT_TIMEOUT_MS = 35_000;

/** Failed waits in a row after which the screen relies on the 5-s poll alone until its step changes. */
export const MAX_WAIT_FAILURES = 3;

/** An unchanged answer sooner than this (ms) is no wait at all (e.g. the session's last second): the next one starts after a pause. */
const MIN_UNCHANGED_MS = 1000;

/** The pause after a failed or too-quick wait, ms. */
const PAUSE_MS = 2000;

const pause = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

/**
 * The long-poll of the application (GET application/wait) while it is at a polling step
 * (processing, finalizing): each answer replaces the cached application, so the screen learns
 * of a decision within a re-check of it. The 5-s poll of useApplicationQuery keeps running
 * beside it, so a wait cut by a proxy, refused or never answered changes nothing but the delay;
 * after MAX_WAIT_FAILURES failures in a row the poll alone goes on. Ends when the step changes,
 * when the application stops polling or on unmount.
 */
export function useApplicationLongPoll(application: ApplicationView | undefined): void {
  const queryClient = useQueryClient();
  const step = application?.is_polling_step ? application.step : null;
  useEffect(() => {
    if (!step) return undefined;
    const stop = new AbortController();
    void (async () => {
      let failures = 0;
      while (!stop.signal.aborted && failures < MAX_WAIT_FAILURES) {
        const started = Date.now();
        try {
          const view: ApplicationView = await apiGet<ApplicationView>(`application/wait?step=${encodeURIComponent(step)}`, { signal: stop.signal, timeout: WAIT_TIMEOUT_MS, retry: false });
          if (stop.signal.aborted) return;
          failures = 0;
          queryClient.setQueryData<CachedApplication>(APPLICATION_KEY, { ...view, _updatedAt: Date.now() });
          if (view.step !== step || !view.is_polling_step) return;
          if (Date.now() - started < MIN_UNCHANGED_MS) await pause(PAUSE_MS, stop.signal);
        } catch {
          if (stop.signal.aborted) return;
          failures += 1;
          await pause(PAUSE_MS * failures, stop.signal);
        }
      }
    })();
    return () => stop.abort();
  }, [step, queryClient]);
}
