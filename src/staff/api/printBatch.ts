import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { staffDownload, type Download } from './staffClient';

/**
 * POST /api/staff/notices/print-batch {date}: the day's letters for members the e-mail could not
 * reach, one PDF; the server marks them printed, so the notices are read again afterwards.
 */
export function usePrintBatch() {
  const client = useQueryClient();
  return useMutation<Download, ApiError, string>({
    mutationFn: (date) => staffDownload('notices/print-batch', {}, `letters-${date}.pdf`, { date }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'notices'] }),
  });
}
