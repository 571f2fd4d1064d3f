import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { SESSION_KEY, type SessionState } from './session';
import { setCsrfToken } from './staffClient';

/** Whether a failed call says the staff session is gone (expired, revoked, never there). */
function sessionGone(error: unknown): boolean {
  return isApiError(error) && error.status_code === 401 && error.error_code === 'UNAUTHORIZED';
}

/**
 * The console's own query client. A 401 UNAUTHORIZED from any call marks the session as ended
 * (the shell then shows the sign-in page, saying so); a query is retried once, never after a 4xx
 * (a refusal or a missing record does not change by asking again); mutations never retry.
 */
export function createStaffQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (!sessionGone(error)) return;
    setCsrfToken(undefined);
    client.setQueryData<SessionState>(SESSION_KEY, (old) => (old?.signed_in ? { methods: old.methods, signed_in: false, ended: true } : old));
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchOnReconnect: false,
        staleTime: 5000,
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status_code >= 400 && error.status_code < 500),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
