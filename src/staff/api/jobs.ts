import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { staffGet, staffSend } from './staffClient';
import type { FailedJob, JobRetryResult } from './types';

/** GET /api/staff/jobs/failed: jobs that used up their attempts, newest first. */
export function useFailedJobs() {
  return useQuery<{ items: FailedJob[] }, ApiError>({ queryKey: ['staff', 'jobs', 'failed'], queryFn: () => staffGet('jobs/failed', { limit: 200 }) });
}

/** POST /api/staff/jobs/:id/retry (supervisors): the job runs again; notices and jobs are fetched again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation<JobRetryResult, ApiError, string>({
    mutationFn: (jobId) => staffSend<JobRetryResult>('post', `jobs/${encodeURIComponent(jobId)}/retry`),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['staff', 'jobs'] }), queryClient.invalidateQueries({ queryKey: ['staff', 'notices'] })]);
    },
  });
}
