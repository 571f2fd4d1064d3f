import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { LaunchTokenRefused } from '../../../server/adapters/launch/launchRefusal';
import { createLaunchTokenVerifier } from '../../../server/adapters/launch/launchTokenVerifier';
import { createDemoLaunchKey } from '../../../server/adapters/launch/demoLaunchKey';
import { DEMO_LAUNCH, type LaunchEnv } from '../../../server/config/launchEnv';

const DEMO: LaunchEnv = { keys: { kind: 'demo' }, ...DEMO_LAUNCH, memberClaim: 'member_number', localeClaim: 'locale' };

/** The reason a verification is refused with (fails when it is accepted). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(LaunchTokenRefused);
    return (error as LaunchTokenRefused).reason;
  }
  throw new Error('accepted');
}

describe('launch token verification', () => {
  it("the demo host's token verifies with its key set: member, locale, jti and expiry", async () => {
    const key = await createDemoLaunchKey(DEMO);
    const now = new Date();
    const claims = await createLaunchTokenVerifier(DEMO, () => now, key.jwks).verify(await key.sign('M-1001', 'es', now));
    expect(claims).toMatchObject({ issuer: DEMO_LAUNCH.issuer, memberNumber: 'M-1001', locale: 'es', jti: expect.any(String) });
    expect(claims.expiresAt.getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000 + 60_000);
  });

  it('an HMAC-signed token (HS256) is refused whatever its secret: only RS256 and ES256', async () => {
    const key = await createDemoLaunchKey(DEMO);
    const t = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ member_number: 'M-1001' }).setProtectedHeader({ alg: 'HS256', kid: key.jwks.keys[0].kid })
      .setIssuer(DEMO_LAUNCH.issuer).setAudience(DEMO_LAUNCH.audience).setIssuedAt(t).setExpirationTime(t + 60).setJti(randomUUID())
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await refusal(createLaunchTokenVerifier(DEMO, () => new Date(), key.jwks).verify(token))).toBe('algorithm');
  });

  it('a locale other than en or es, a member claim that is no member number, and an iat in the future are refused', async () => {
    const key = await createDemoLaunchKey({ memberClaim: 'member_number', localeClaim: 'locale' });
    const verifier = createLaunchTokenVerifier(DEMO, () => new Date(), key.jwks);
    const now = new Date();
    expect(await refusal(verifier.verify(await key.sign('M 1001; drop', undefined, now)))).toBe('member_claim');
    const fr = await createDemoLaunchKey({ memberClaim: 'member_number', localeClaim: 'locale' });
    expect(await refusal(createLaunchTokenVerifier(DEMO, () => now, fr.jwks).verify(await fr.sign('M-1001', 'fr' as 'en', now)))).toBe('locale_claim');
    expect(await refusal(verifier.verify(await key.sign('M-1001', undefined, new Date(now.getTime() + 60_000))))).toBe('not_yet_valid');
  });

  it("a JWKS URL that does not answer: 'keys_unavailable' (the launch answers 503)", async () => {
    const key = await createDemoLaunchKey(DEMO);
    const remote: LaunchEnv = { ...DEMO, keys: { kind: 'remote', url: 'http://127.0.0.1:1/jwks.json' } };
    expect(await refusal(createLaunchTokenVerifier(remote, () => new Date()).verify(await key.sign('M-1001', undefined, new Date())))).toBe('keys_unavailable');
  });
});
