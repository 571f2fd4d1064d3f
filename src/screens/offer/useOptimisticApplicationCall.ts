import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../api/client';
import { APPLICATION_KEY } from '../../api/application';
import type { ApiError } from '../../api/errors';
import type { ApplicationView } from '../../core/application';

/**
 * A call whose effect is shown at once: `patch` updates the cached application before the call,
 * a failure restores the previous application, and the server's answer replaces the cache.
 * `onFailure` runs after the rollback.
 */
export function useOptimisticApplicationCall<V>(
  path: string,
  body: (variables: V) => unknown,
  patch: (application: ApplicationView, variables: V) => ApplicationView,
  onFailure?: (error: ApiError) => void,
) {
  const queryClient = useQueryClient();
  return useMutation<ApplicationView, ApiError, V, { previous: ApplicationView | undefined }>({
    mutationFn: (variables) => apiPost<ApplicationView>(path, body(variables)),
    retry: false,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: APPLICATION_KEY });
      const previous = queryClient.getQueryData<ApplicationView>(APPLICATION_KEY);
      if (previous) queryClient.setQueryData(APPLICATION_KEY, { ...patch(previous, variables), _updatedAt: Date.now() });
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(APPLICATION_KEY, context.previous);
      onFailure?.(error);
    },
    onSuccess: (application) => {
      queryClient.setQueryData(APPLICATION_KEY, { ...application, _updatedAt: Date.now() });
    },
  });
}
