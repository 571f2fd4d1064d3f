import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { staffDownload, type Download } from './staffClient';

/** A date range (UTC days, inclusive) and an optional product. */
export interface DateRange {
  from: string;
  to: string;
  product?: string;
}

/** GET /api/staff/audit/export: every audit event of the range as a CSV file. */
export function useAuditExport() {
  return useMutation<Download, ApiError, DateRange>({
    mutationFn: (range) => staffDownload('audit/export', { ...range }, `audit-${range.from}-${range.to}.csv`),
  });
}
