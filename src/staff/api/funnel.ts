import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import type { DateRange } from './auditExport';
import { staffGet } from './staffClient';
import type { FunnelReport } from './types';

/** GET /api/staff/funnel for a range once one is chosen (undefined: nothing asked yet). */
export function useFunnel(range: DateRange | undefined) {
  return useQuery<FunnelReport, ApiError>({
    queryKey: ['staff', 'funnel', range],
    queryFn: () => staffGet<FunnelReport>('funnel', { ...range }),
    enabled: !!range,
  });
}
