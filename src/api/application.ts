import { useEffect, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { ApplicationView } from '../core/application';
import { apiGet, apiPost } from './client';
import type { ApiError } from './errors';

/** Query key of the cached application (SPEC section 7). */
export const APPLICATION_KEY = ['application'] as const;

/** Polling interval while the server is still working (SPEC section 9). */
export const POLL_INTERVAL_MS = 5000;

/** The application with the client-side update time (SPEC section 3). */
export type CachedApplication = ApplicationView & { _updatedAt?: number };

/**
 * Query retry rule: none. The HTTP layer (ky, RETRY_POLICY in ./client) alone retries the GET, on
 * the spec's statuses with its back-off: at most 3 requests in about a second before an error
 * shows (both layers together made up to 12 requests over about 10 s). A 401 is never retried.
 */
export function shouldRetryApplication(_failureCount: number, _error: ApiError): boolean {
  return false;
}

/**
 * Polling rule: every 5 s while `is_polling_step`, otherwise none; none either while `paused`
 * (a long-poll proven healthy is in flight: see {@link pauseApplicationPoll}).
 */
export function applicationRefetchInterval(data: ApplicationView | undefined, paused = false): number | false {
  return data?.is_polling_step && !paused ? POLL_INTERVAL_MS : false;
}

// The pause of the 5-s poll: set by the long-poll (./applicationWait), read by every useApplicationQuery.
let pollPaused = false;
let pauseEnd: ReturnType<typeof setTimeout> | undefined;
const pauseListeners = new Set<() => void>();

function setPollPaused(paused: boolean): void {
  clearTimeout(pauseEnd);
  pauseEnd = undefined;
  if (pollPaused === paused) return;
  pollPaused = paused;
  for (const listener of pauseListeners) listener();
}

/**
 * Pauses the 5-s poll for at most `ms` from now, then brings it back by itself (a call replaces
 * the previous one). The long-poll calls it as each wait it has proven healthy starts.
 */
export function pauseApplicationPoll(ms: number): void {
  setPollPaused(true);
  pauseEnd = setTimeout(() => setPollPaused(false), ms);
}

/** Brings the 5-s poll back at once (a wait failed, paused or ended). */
export function resumeApplicationPoll(): void {
  setPollPaused(false);
}

/** Whether the 5-s poll is paused now. */
export function isApplicationPollPaused(): boolean {
  return pollPaused;
}

function subscribePollPause(listener: () => void): () => void {
  pauseListeners.add(listener);
  return () => pauseListeners.delete(listener);
}

/**
 * The application (GET application): never stale, re-fetched on window focus and every 5 s
 * while `is_polling_step`, except while the 5-s poll is paused (a healthy long-poll: see
 * {@link pauseApplicationPoll}; a change of the pause re-renders, which sets the interval
 * again); retried by the HTTP layer only (the query stays pending meanwhile, so the guard shows
 * its pending view), and a 401 drops the cache.
 */
export function useApplicationQuery(): UseQueryResult<ApplicationView, ApiError> {
  const queryClient = useQueryClient();
  const paused = useSyncExternalStore(subscribePollPause, isApplicationPollPaused, isApplicationPollPaused);
  const query = useQuery<ApplicationView, ApiError>({
    queryKey: APPLICATION_KEY,
    queryFn: () => apiGet<ApplicationView>('application'),
    retry: shouldRetryApplication,
    refetchInterval: (q) => applicationRefetchInterval(q.state.data, paused),
    refetchOnWindowFocus: true,
    staleTime: Infinity,
  });
  const unauthorized = query.error?.status_code === 401;
  useEffect(() => {
    if (unauthorized) queryClient.removeQueries({ queryKey: APPLICATION_KEY });
  }, [unauthorized, queryClient]);
  return query;
}

/**
 * A step submission to `path`: on success the answer replaces the cached application (with
 * `_updatedAt`); a 401 drops the cache. Never retried.
 */
export function useStepMutation(path: string): UseMutationResult<ApplicationView, ApiError, unknown> {
  const queryClient = useQueryClient();
  return useMutation<ApplicationView, ApiError, unknown>({
    mutationFn: (body) => apiPost<ApplicationView>(path, body),
    retry: false,
    onSuccess: (data) => {
      queryClient.setQueryData<CachedApplication>(APPLICATION_KEY, { ...data, _updatedAt: Date.now() });
    },
    onError: (error) => {
      if (error.status_code === 401) queryClient.removeQueries({ queryKey: APPLICATION_KEY });
    },
  });
}

/** A function that drops the cached application. */
export function useClearApplication(): () => void {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: APPLICATION_KEY });
}
