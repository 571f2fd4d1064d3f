import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { staffGet } from './staffClient';
import type { StaffMeta } from './types';

/** GET /api/staff/meta: products, the denial reason catalogue and its limit, the roles. */
export function useStaffMeta() {
  return useQuery<StaffMeta, ApiError>({ queryKey: ['staff', 'meta'], queryFn: () => staffGet<StaffMeta>('meta'), staleTime: Infinity });
}
