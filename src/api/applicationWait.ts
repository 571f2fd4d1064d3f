import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '../core/application';
import { APPLICATION_KEY, pauseApplicationPoll, resumeApplicationPoll, type CachedApplication } from './application';
import { apiGet } from './client';

/** The longest the server holds a wait, ms (MAX_WAIT_SECONDS of server/http/routes/applicationWaitRoute.ts). */
export const WAIT_HOLD_MS = 25_000;

/** The browser gives a wait 10 s more than the server's hold before it calls it failed. */
export const WAIT_TIMEOUT_MS = WAIT_HOLD_MS + 10_000;

/**
 * How long a wait started after a normal answer keeps the 5-s poll paused, ms: the server's hold
 * and a 5-s margin. A wait in flight longer is no longer proven healthy, and the poll comes back.
 */
export const WAIT_HEALTHY_MS = WAIT_HOLD_MS + 5_000;

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
 * of a decision within a re-check of it.
 *
 * The 5-s poll of useApplicationQuery pauses only while the wait is proven healthy: a wait of
 * this step has answered normally (HTTP 200, an application) and the next one has been in flight
 * for less than WAIT_HEALTHY_MS. Before the first answer, after any failed wait (a cut, a refusal
 * such as a 502, a timeout) and past WAIT_HEALTHY_MS the poll runs at once, so a wait a proxy
 * cuts, refuses or holds without ever answering changes nothing but the delay; after
 * MAX_WAIT_FAILURES failures in a row the poll alone goes on until the step changes. Ends when the
 * step changes, when the application stops polling or on unmount, and the poll's own rule applies
 * again.
 */
export function useApplicationLongPoll(application: ApplicationView | undefined): void {
  const queryClient = useQueryClient();
  const step = application?.is_polling_step ? application.step : null;
  useEffect(() => {
    if (!step) return undefined;
    const stop = new AbortController();
    void (async () => {
      let failures = 0;
      // A wait of this step answered normally, and none failed since.
      let answered = false;
      while (!stop.signal.aborted && failures < MAX_WAIT_FAILURES) {
        const started = Date.now();
        if (answered) pauseApplicationPoll(WAIT_HEALTHY_MS);
        try {
          const view: ApplicationView = await apiGet<ApplicationView>(`application/wait?step=${encodeURIComponent(step)}`, { signal: stop.signal, timeout: WAIT_TIMEOUT_MS, retry: false });
          if (stop.signal.aborted) return;
          failures = 0;
          answered = true;
          queryClient.setQueryData<CachedApplication>(APPLICATION_KEY, { ...view, _updatedAt: Date.now() });
          if (view.step !== step || !view.is_polling_step) break;
          if (Date.now() - started < MIN_UNCHANGED_MS) {
            resumeApplicationPoll();
            await pause(PAUSE_MS, stop.signal);
          }
        } catch {
          if (stop.signal.aborted) return;
          failures += 1;
          answered = false;
          resumeApplicationPoll();
          await pause(PAUSE_MS * failures, stop.signal);
        }
      }
      if (!stop.signal.aborted) resumeApplicationPoll();
    })();
    return () => {
      stop.abort();
      resumeApplicationPoll();
    };
  }, [step, queryClient]);
}
