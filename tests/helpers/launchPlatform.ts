import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll } from 'vitest';

/** Issuer and audience the test platform and the app agree on. */
export const PLATFORM = { issuer: 'https://banking.example.org', audience: 'https://loans.example.org/microloan' } as const;

type SigningKey = Parameters<SignJWT['sign']>[0];

/** What a test token says; every field can be changed or left out (undefined). */
export interface TokenSpec {
  alg?: 'RS256' | 'ES256';
  kid?: string;
  iss?: string;
  aud?: string;
  /** Seconds from now (the app's clock) of iat and exp. */
  iatIn?: number | null;
  expIn?: number | null;
  jti?: string | null;
  member?: string;
  locale?: string;
  /** The standard `birthdate` claim (YYYY-MM-DD); left out unless given. */
  birthdate?: string;
  /** Sign with a key the platform does not publish (under `kid`). */
  foreignKey?: boolean;
}

/** A local online-banking platform: its JWKS on 127.0.0.1 (an RS256 and an ES256 key) and its token signer. */
export interface LaunchPlatform {
  jwksUrl: string;
  /** A launch token as the platform signs it (defaults: ES256, 60 s of life, a fresh jti). */
  token(spec: TokenSpec, now: Date): Promise<string>;
  close(): Promise<void>;
}

/** Starts the platform's JWKS server. */
export async function startLaunchPlatform(): Promise<LaunchPlatform> {
  const rsa = await generateKeyPair('RS256');
  const ec = await generateKeyPair('ES256');
  const foreign = { RS256: await generateKeyPair('RS256'), ES256: await generateKeyPair('ES256') };
  const jwks = { keys: [{ ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' }, { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' }] };
  const server = createServer((request, response) => {
    if (request.url !== '/jwks.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks.json`,
    async token(spec, now) {
      const alg = spec.alg ?? 'ES256';
      const key: SigningKey = spec.foreignKey ? foreign[alg].privateKey : alg === 'RS256' ? rsa.privateKey : ec.privateKey;
      const t = Math.floor(now.getTime() / 1000);
      const claims: Record<string, unknown> = { iss: spec.iss ?? PLATFORM.issuer, aud: spec.aud ?? PLATFORM.audience, member_number: spec.member ?? 'M-1001' };
      if (spec.iatIn !== null) claims.iat = t + (spec.iatIn ?? 0);
      if (spec.expIn !== null) claims.exp = t + (spec.expIn ?? 60);
      if (spec.jti !== null) claims.jti = spec.jti ?? randomUUID();
      if (spec.locale) claims.locale = spec.locale;
      if (spec.birthdate) claims.birthdate = spec.birthdate;
      return new SignJWT(claims).setProtectedHeader({ alg, kid: spec.kid ?? (alg === 'RS256' ? 'rsa-1' : 'ec-1'), typ: 'JWT' }).sign(key);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The environment of an app that trusts `platform`. */
export function launchEnv(platform: LaunchPlatform): Record<string, string> {
  return { LAUNCH_JWKS_URL: platform.jwksUrl, LAUNCH_ISSUER: PLATFORM.issuer, LAUNCH_AUDIENCE: PLATFORM.audience };
}

/** A platform a describe block shares: started before its tests, closed after them. */
export interface SuiteLaunchPlatform {
  /** The app's launch environment (launchEnv), filled in before the first test: pass it to suiteApp. */
  env: Record<string, string>;
  /** The started platform (inside tests and hooks only). */
  platform(): LaunchPlatform;
}

/**
 * Registers, in the calling describe block, the start of a launch platform (beforeAll) and its
 * close (afterAll); call it before suiteApp so the app is built with `env` filled.
 */
export function launchPlatformForSuite(): SuiteLaunchPlatform {
  let started: LaunchPlatform | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    started = await startLaunchPlatform();
    Object.assign(env, launchEnv(started));
  });
  afterAll(async () => started?.close());
  return {
    env,
    platform() {
      if (!started) throw new Error('the launch platform starts in beforeAll: use it inside a test or hook');
      return started;
    },
  };
}
