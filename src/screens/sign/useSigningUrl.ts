import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../api/client';
import type { ApiError } from '../../api/errors';
import type { SignAnswer } from '../../core/apiTypes';

/**
 * Starts the signing ceremony once (POST application/sign with the two-letter language) and
 * answers the URL for the embedded signing frame. Not retried, not refetched.
 */
export function useSigningUrl(language: string) {
  return useQuery<SignAnswer, ApiError>({
    queryKey: ['signing-url', language],
    queryFn: () => apiPost<SignAnswer>('application/sign', { language }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
