import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { reviewDetailKey } from './reviewDetail';
import { staffGet, staffSend } from './staffClient';
import type { FailedFunding, FundingResolutionResult } from './types';

/** A failed funding as the console lists it: keyed by its application's id. */
export type ListedFunding = FailedFunding & { id: string };

/** GET /api/staff/fundings/unresolved: loans booked at the core and never paid out, oldest failure first, until resolved. */
export function useFailedFundings() {
  return useQuery<{ items: FailedFunding[] }, ApiError, { items: ListedFunding[] }>({
    queryKey: ['staff', 'fundings', 'unresolved'],
    queryFn: () => staffGet('fundings/unresolved', { limit: 200 }),
    select: (data) => ({ items: data.items.map((f) => ({ ...f, id: f.application_id })) }),
  });
}

/** What a resolution sends: the application and the note of what was done at the core. */
export interface ResolveFundingInput {
  applicationId: string;
  note: string;
}

/**
 * POST /api/staff/fundings/:id/resolution (supervisors): the failed funding is resolved, with the
 * note in the application's audit trail; the list is fetched again (the row leaves it), and the
 * application's trail too.
 */
export function useResolveFunding() {
  const queryClient = useQueryClient();
  return useMutation<FundingResolutionResult, ApiError, ResolveFundingInput>({
    mutationFn: ({ applicationId, note }) => staffSend<FundingResolutionResult>('post', `fundings/${encodeURIComponent(applicationId)}/resolution`, { note }),
    onSettled: async (_data, _error, { applicationId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'fundings'] }),
        queryClient.invalidateQueries({ queryKey: reviewDetailKey(applicationId) }),
      ]);
    },
  });
}
