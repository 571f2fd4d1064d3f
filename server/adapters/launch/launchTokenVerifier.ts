import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { LAUNCH_MAX_LIFETIME_SECONDS, type LaunchEnv } from '../../config/launchEnv';
import type { Clock } from '../../domain/ports';
import { LaunchTokenRefused } from './launchRefusal';

/** What a verified launch token says. */
export interface LaunchClaims {
  issuer: string;
  /** The token's id: a launch token is accepted once per (issuer, jti). */
  jti: string;
  /** When the token expires (its `jti` is kept until after then). */
  expiresAt: Date;
  /** The member number of the configured claim. */
  memberNumber: string;
  /** The member's language, when the token names one. */
  locale?: 'en' | 'es';
  /** The standard `birthdate` claim (YYYY-MM-DD), when the platform sends one: used only when the directory has none. */
  birthdate?: string;
}

/** Verifies launch tokens. */
export interface LaunchTokenVerifier {
  /** The claims of a valid token; throws LaunchTokenRefused otherwise. */
  verify(token: string): Promise<LaunchClaims>;
}

/** The signature algorithms a launch token may use. */
export const LAUNCH_ALGORITHMS = ['RS256', 'ES256'];

/** Seconds of clock difference allowed between the platform and this server. */
export const LAUNCH_CLOCK_TOLERANCE_SECONDS = 5;

/**
 * A verifier of the platform's launch tokens (RS256 or ES256, keys from its JWKS: `remote` is
 * fetched by URL and cached by jose, a key id it does not know makes it fetch again at most every
 * 30 s; `demoKeys` is the demo host's own key set in local mode). Checks the signature first, then
 * the issuer, the audience, `exp`, `iat` and `jti` (all required), a lifetime `exp - iat` of at most
 * 120 s, `iat` not in the future, the member claim and the optional locale claim.
 */
export function createLaunchTokenVerifier(env: LaunchEnv, now: Clock, demoKeys?: JSONWebKeySet): LaunchTokenVerifier {
  const keySet = env.keys.kind === 'remote'
    ? createRemoteJWKSet(new URL(env.keys.url), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 600_000 })
    : createLocalJWKSet(demoKeys ?? { keys: [] });
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keySet, {
          issuer: env.issuer, audience: env.audience, algorithms: LAUNCH_ALGORITHMS, currentDate: now(),
          requiredClaims: ['exp', 'iat', 'jti'], clockTolerance: LAUNCH_CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        throw refusalOf(error);
      }
      return claimsOf(env, payload, now());
    },
  };
}

function claimsOf(env: LaunchEnv, payload: JWTPayload, at: Date): LaunchClaims {
  const { exp, iat, jti } = payload as { exp: number; iat: number; jti: unknown };
  if (exp - iat > LAUNCH_MAX_LIFETIME_SECONDS) throw new LaunchTokenRefused('lifetime', `The token's lifetime (exp - iat) is over ${LAUNCH_MAX_LIFETIME_SECONDS} seconds.`);
  if (iat > at.getTime() / 1000 + LAUNCH_CLOCK_TOLERANCE_SECONDS) throw new LaunchTokenRefused('not_yet_valid', 'The token was issued in the future (iat).');
  if (typeof jti !== 'string' || !jti || jti.length > 200) throw new LaunchTokenRefused('missing_claim', 'The token has no usable jti.');
  const member = payload[env.memberClaim];
  if (typeof member !== 'string' || !/^[A-Za-z0-9._-]{1,64}$/.test(member)) throw new LaunchTokenRefused('member_claim', `The claim "${env.memberClaim}" holds no member number.`);
  const locale = payload[env.localeClaim];
  if (locale !== undefined && locale !== 'en' && locale !== 'es') throw new LaunchTokenRefused('locale_claim', `The claim "${env.localeClaim}" must be "en" or "es".`);
  const birthdate = typeof payload.birthdate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(payload.birthdate) ? payload.birthdate : undefined;
  return { issuer: env.issuer, jti, expiresAt: new Date(exp * 1000), memberNumber: member, ...(locale ? { locale } : {}), ...(birthdate ? { birthdate } : {}) };
}

/** The refusal of a jose error (a key set that cannot be fetched is 'keys_unavailable'). */
function refusalOf(error: unknown): LaunchTokenRefused {
  if (error instanceof errors.JWTExpired) return new LaunchTokenRefused('expired', 'The token has expired.');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.reason === 'missing') return new LaunchTokenRefused('missing_claim', `The token has no "${error.claim}" claim.`);
    if (error.claim === 'iss') return new LaunchTokenRefused('issuer', 'The token is not from the configured issuer.');
    if (error.claim === 'aud') return new LaunchTokenRefused('audience', 'The token is not meant for this deployment (aud).');
    if (error.claim === 'nbf' || error.claim === 'iat') return new LaunchTokenRefused('not_yet_valid', 'The token is not valid yet.');
    return new LaunchTokenRefused('malformed', `The token's "${error.claim}" claim is not valid.`);
  }
  if (error instanceof errors.JWKSNoMatchingKey) return new LaunchTokenRefused('unknown_key', "No key of the platform's key set matches the token (kid).");
  if (error instanceof errors.JWSSignatureVerificationFailed) return new LaunchTokenRefused('signature', 'The token signature does not verify.');
  if (error instanceof errors.JOSEAlgNotAllowed) return new LaunchTokenRefused('algorithm', 'The token must be signed with RS256 or ES256.');
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError)) {
    return new LaunchTokenRefused('keys_unavailable', "The platform's key set could not be read.");
  }
  return new LaunchTokenRefused('malformed', 'The token is not a valid signed JWT.');
}
