import type { LaunchRefusalReason } from '../../adapters/launch/launchRefusal';
import { ApiError } from '../../errors/apiError';

/**
 * The error payload of a refused launch token: 401 LAUNCH_TOKEN_EXPIRED for an expired one,
 * 503 SERVICE_UNAVAILABLE when the platform's key set cannot be read, 401 LAUNCH_TOKEN_INVALID
 * otherwise; `details.reason` names what failed (docs/online-banking.md, "Errors").
 */
export function refusedToken(reason: LaunchRefusalReason, message: string): ApiError {
  if (reason === 'expired') return new ApiError(401, 'LAUNCH_TOKEN_EXPIRED', message, { reason });
  if (reason === 'keys_unavailable') return new ApiError(503, 'SERVICE_UNAVAILABLE', message, { reason });
  return new ApiError(401, 'LAUNCH_TOKEN_INVALID', message, { reason });
}

/** Shorthands of the other launch refusals. */
export const launchFail = {
  /** No token in the query or the form. */
  missingToken: () => new ApiError(400, 'LAUNCH_TOKEN_INVALID', 'A launch needs a token (query parameter or form field "token").', { reason: 'missing' }),
  /** The token's jti was used before (this process or another). */
  replayed: () => new ApiError(409, 'LAUNCH_TOKEN_REPLAYED', 'This launch token was already used.', { reason: 'replayed' }),
  /** No member with the token's member number, or none whose date of birth is known. */
  unknownMember: (reason: 'not_found' | 'no_birth_date') => new ApiError(403, 'LAUNCH_MEMBER_UNKNOWN', 'The member of this launch is not known here.', { reason }),
  /** A launch token where this deployment accepts none (only OpenID Connect is configured). */
  tokenNotAccepted: () => new ApiError(400, 'LAUNCH_TOKEN_INVALID', 'This deployment launches by OpenID Connect, not with a token.', { reason: 'not_configured' }),
  /** The OpenID Connect sign-in at the platform failed or did not pass our checks. */
  signInFailed: (reason: string) => new ApiError(401, 'LAUNCH_SIGN_IN_FAILED', 'The sign-in at online banking did not succeed.', { reason }),
};
