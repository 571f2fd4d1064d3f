import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../api/client';
import type { ApiError } from '../../api/errors';
import type { OtpTokenCheck } from '../../core/apiTypes';

/**
 * Checks the stored OTP token once on entering the OTP page (POST application/otp/verify-token);
 * the answer names the last four digits of the phone and the seconds left of the resend cooldown. Not retried; skipped without a token.
 */
export function useOtpTokenCheck(otpToken: string | null) {
  return useQuery<OtpTokenCheck, ApiError>({
    queryKey: ['otp-token-check', otpToken],
    queryFn: () => apiPost<OtpTokenCheck>('application/otp/verify-token', { otp_token: otpToken }),
    enabled: Boolean(otpToken),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
