import { useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEY } from '../../api/application';
import type { ApplicationView } from '../../core/application';

/**
 * The application already in the cache, without fetching it: the end screens sit outside the
 * guarded /application routes and must render even when the session is gone.
 */
export function useCachedApplication(): ApplicationView | undefined {
  return useQueryClient().getQueryData<ApplicationView>(APPLICATION_KEY);
}
