import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { reviewDetailKey } from './reviewDetail';
import { staffGet, staffSend } from './staffClient';
import type { AssignmentResult, StaffRef } from './types';

/** GET /api/staff/reviewers (supervisors): who can be given an application. */
export function useReviewers(enabled: boolean) {
  return useQuery<{ items: StaffRef[] }, ApiError>({ queryKey: ['staff', 'reviewers'], queryFn: () => staffGet('reviewers'), enabled });
}

/** POST /api/staff/reviews/:id/assignment: give the application to a reviewer, or to nobody (null). */
export function useAssign(id: string) {
  const queryClient = useQueryClient();
  return useMutation<AssignmentResult, ApiError, string | null>({
    mutationFn: (staffId) => staffSend<AssignmentResult>('post', `reviews/${encodeURIComponent(id)}/assignment`, { staff_id: staffId }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: reviewDetailKey(id) }), queryClient.invalidateQueries({ queryKey: ['staff', 'reviews'] })]);
    },
  });
}
