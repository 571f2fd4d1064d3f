import { sign as rsaSign, type KeyObject } from 'node:crypto';
import type { Clock } from '../../domain/ports';
import { DocuSignError, readJson } from './errors';

/** Scopes the JWT grant asks for: the eSignature API, acting as DOCUSIGN_USER_ID. */
export const JWT_SCOPE = 'signature impersonation';
/** Lifetime of the assertion itself (DocuSign accepts at most one hour). */
const ASSERTION_SECONDS = 3600;
/** A token is renewed this long before it expires (requests in flight keep working). */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/** What the JWT grant needs. */
export interface JwtGrantConfig {
  integrationKey: string;
  userId: string;
  oauthBase: string;
  privateKey: KeyObject;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The JWT assertion of DocuSign's JWT grant: RS256, `iss` the integration key, `sub` the user
 * id, `aud` the OAuth host (account-d.docusign.com), `scope`, `iat` and `exp`.
 */
export function jwtAssertion(config: JwtGrantConfig, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(JSON.stringify({ iss: config.integrationKey, sub: config.userId, aud: new URL(config.oauthBase).host, iat, exp: iat + ASSERTION_SECONDS, scope: JWT_SCOPE }));
  const signature = rsaSign('RSA-SHA256', Buffer.from(`${header}.${claims}`), config.privateKey);
  return `${header}.${claims}.${b64url(signature)}`;
}

/**
 * Access tokens by DocuSign's JWT grant (POST {oauth}/oauth/token), cached until shortly before
 * they expire; concurrent callers share one request. `invalidate` drops a token the API refused.
 */
export class JwtTokenSource {
  private cached: { token: string; renewAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly config: JwtGrantConfig,
    private readonly clock: Clock,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /** A valid access token (from the cache while it is fresh). */
  async token(): Promise<string> {
    if (this.cached && this.clock().getTime() < this.cached.renewAt) return this.cached.token;
    this.pending ??= this.request().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets the cached token (the API answered 401 with it). */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async request(): Promise<string> {
    const now = this.clock();
    const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: jwtAssertion(this.config, now) });
    const res = await this.fetchFn(`${this.config.oauthBase}/oauth/token`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body, signal: AbortSignal.timeout(20_000),
    });
    const json = await readJson(res);
    if (!res.ok) throw new DocuSignError('JWT grant refused', res.status, typeof json.error === 'string' ? json.error : undefined);
    const { access_token: token, expires_in: expiresIn } = json;
    if (typeof token !== 'string' || !token || typeof expiresIn !== 'number' || expiresIn <= 0) throw new DocuSignError('JWT grant answer without access_token/expires_in', res.status);
    const lifetime = expiresIn * 1000;
    this.cached = { token, renewAt: now.getTime() + Math.max(lifetime / 2, lifetime - RENEW_BEFORE_MS) };
    return token;
  }
}
