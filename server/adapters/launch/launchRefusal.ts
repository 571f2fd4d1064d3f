/** Why a launch token is refused (docs/online-banking.md, "Errors"). */
export type LaunchRefusalReason =
  | 'malformed'
  | 'algorithm'
  | 'unknown_key'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'not_yet_valid'
  | 'missing_claim'
  | 'lifetime'
  | 'member_claim'
  | 'locale_claim'
  | 'keys_unavailable';

/** A launch token that does not verify: the reason names what failed (never the token itself). */
export class LaunchTokenRefused extends Error {
  override readonly name = 'LaunchTokenRefused';
  constructor(readonly reason: LaunchRefusalReason, message: string) {
    super(message);
  }
}
