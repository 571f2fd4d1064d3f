import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { staffGet } from './staffClient';
import type { Notice, NoticeStatus } from './types';

/** GET /api/staff/notices: member notices, newest first, of one status or all. */
export function useNotices(status: NoticeStatus | undefined) {
  return useQuery<{ items: Notice[] }, ApiError>({
    queryKey: ['staff', 'notices', status ?? 'all'],
    queryFn: () => staffGet('notices', { status, limit: 200 }),
    placeholderData: keepPreviousData,
  });
}
