import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { DEMO_LAUNCH, type LaunchEnv } from '../../config/launchEnv';

/** The demo online-banking host's signing key (local mode only): made at start, never stored. */
export interface DemoLaunchKey {
  /** The public key set the server verifies the demo tokens with (also served at /demo/online-banking/jwks.json). */
  jwks: JSONWebKeySet;
  /** A launch token for `memberNumber` as the platform would sign it: 60 s of life, a fresh jti. */
  sign(memberNumber: string, locale: 'en' | 'es' | undefined, now: Date): Promise<string>;
}

type SigningKey = Parameters<SignJWT['sign']>[0];

/** Makes the demo host's ES256 key pair (claims named by `env`: the member and locale claims). */
export async function createDemoLaunchKey(env: Pick<LaunchEnv, 'memberClaim' | 'localeClaim'>): Promise<DemoLaunchKey> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = `demo-${randomUUID().slice(0, 8)}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    sign: (memberNumber, locale, now) => signDemo(privateKey, kid, env, memberNumber, locale, now),
  };
}

function signDemo(key: SigningKey, kid: string, env: Pick<LaunchEnv, 'memberClaim' | 'localeClaim'>, memberNumber: string, locale: 'en' | 'es' | undefined, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ [env.memberClaim]: memberNumber, ...(locale ? { [env.localeClaim]: locale } : {}) })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setIssuer(DEMO_LAUNCH.issuer).setAudience(DEMO_LAUNCH.audience)
    .setIssuedAt(iat).setExpirationTime(iat + 60).setJti(randomUUID())
    .sign(key);
}
