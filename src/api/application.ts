import { useEffect } from 'react';
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

/** Polling rule: every 5 s while `is_polling_step`, otherwise none. */
export function applicationRefetchInterval(data: ApplicationView | undefined): number | false {
  return data?.is_polling_step ? POLL_INTERVAL_MS : false;
}

/**
 * The application (GET application): never stale, re-fetched on window focus and every 5 s
 * while `is_polling_step`; retried by the HTTP layer only (the query stays pending meanwhile, so
 * the guard shows its pending view), and a 401 drops the cache.
 */
export function useApplicationQuery(): UseQueryResult<ApplicationView, ApiError> {
  const queryClient = useQueryClient();
  const query = useQuery<ApplicationView, ApiError>({
    queryKey: APPLICATION_KEY,
    queryFn: () => apiGet<ApplicationView>('application'),
    retry: shouldRetryApplication,
    refetchInterval: (q) => applicationRefetchInterval(q.state.data),
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
