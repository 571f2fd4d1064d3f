import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { staffGet } from './staffClient';
import type { ReviewQueue } from './types';

/** Filter of the review queue. */
export interface QueueFilter {
  product?: string;
  assigned?: 'all' | 'me' | 'unassigned';
}

/** GET /api/staff/reviews: applications awaiting review, the longest waiting first; refreshed every minute. */
export function useReviewQueue(filter: QueueFilter) {
  return useQuery<ReviewQueue, ApiError>({
    queryKey: ['staff', 'reviews', filter],
    queryFn: () => staffGet<ReviewQueue>('reviews', { product: filter.product, assigned: filter.assigned, limit: 200 }),
    placeholderData: keepPreviousData,
    refetchInterval: 60000,
  });
}
