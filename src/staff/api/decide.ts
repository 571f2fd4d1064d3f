import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { reviewDetailKey } from './reviewDetail';
import { staffSend } from './staffClient';
import type { DecisionRequest, DecisionResult } from './types';

/**
 * POST /api/staff/reviews/:id/decision (approve, or deny with 1-4 catalogue reasons) with the
 * version the reviewer saw. Whatever the answer (recorded, or 409: someone decided first), the
 * detail and the queue are fetched again.
 */
export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useMutation<DecisionResult, ApiError, DecisionRequest>({
    mutationFn: (decision) => staffSend<DecisionResult>('post', `reviews/${encodeURIComponent(id)}/decision`, decision),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewDetailKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'notices'] }),
      ]);
    },
  });
}
