import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { staffGet } from './staffClient';
import type { ReviewDetail } from './types';

/** Query key of one application's review detail. */
export const reviewDetailKey = (id: string) => ['staff', 'review', id] as const;

/** GET /api/staff/reviews/:id: answers, member facts, rule outcomes, offers and audit trail. */
export function useReviewDetail(id: string) {
  return useQuery<ReviewDetail, ApiError>({
    queryKey: reviewDetailKey(id),
    queryFn: () => staffGet<ReviewDetail>(`reviews/${encodeURIComponent(id)}`),
  });
}
