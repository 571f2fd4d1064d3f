import { sha256 } from '../../server/crypto/secrets';
import { Applicant, errorOf, injectTransport, type Answer } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { suiteApp } from '../helpers/testApp';

/** `n` six-digit codes, none of them `right`. */
function wrongCodes(right: string, n: number): string[] {
  const codes: string[] = [];
  for (let i = 0; codes.length < n; i++) {
    const c = String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0');
    if (c !== right) codes.push(c);
  }
  return codes;
}

const outcome = (a: Answer) => (a.status === 200 ? 'OK' : errorOf(a).error_code);
const tally = (answers: Answer[]) => answers.map(outcome).reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {});

describe.each(dbTargets())('one-time code under a burst of parallel guesses on $name', (target) => {
  const t = suiteApp(target);


  const challengeRow = async (token: string) =>
    (await t.db.query<{ attempts: number; consumed_at: Date | null }>('SELECT attempts, consumed_at FROM otp_challenges WHERE token_hash = $1', [sha256(token)])).rows[0];

  it('50 parallel wrong codes compare at most 5; then the right code and verify-token answer 429', async () => {
    const user = new Applicant(injectTransport(t.app));
    const token = await user.apply(MARIA);
    const code = await user.latestCode(MARIA.phoneNumber);
    const answers = await Promise.all(wrongCodes(code, 50).map((c) => user.call('POST', 'application/otp/verify', { otp_token: token, code: c })));
    expect(tally(answers)).toEqual({ OTP_INVALID_CODE: 4, OTP_MAX_ATTEMPTS_EXCEEDED: 46 });
    expect((await challengeRow(token)).attempts).toBe(5);

    const right = await user.verify(token, code);
    expect(right.status).toBe(429);
    expect(errorOf(right).error_code).toBe('OTP_MAX_ATTEMPTS_EXCEEDED');
    expect(user.cookie).toBe('');
    const check = await user.call('POST', 'application/otp/verify-token', { otp_token: token });
    expect(check.status).toBe(429);
    expect(errorOf(check).error_code).toBe('OTP_MAX_ATTEMPTS_EXCEEDED');
    expect(JSON.stringify(check.body)).not.toContain('0101');
  });

  it('49 wrong codes and the right one in one burst: at most 5 compared, at most one session', async () => {
    const user = new Applicant(injectTransport(t.app));
    const token = await user.apply(MARIA);
    const code = await user.latestCode(MARIA.phoneNumber);
    const codes = wrongCodes(code, 49);
    codes.splice(20, 0, code);
    const answers = await Promise.all(codes.map((c) => user.call('POST', 'application/otp/verify', { otp_token: token, code: c })));
    const counts = tally(answers);
    for (const o of Object.keys(counts)) expect(['OK', 'OTP_INVALID_CODE', 'OTP_MAX_ATTEMPTS_EXCEEDED', 'OTP_INVALID_TOKEN']).toContain(o);
    const successes = counts.OK ?? 0;
    expect(successes).toBeLessThanOrEqual(1);
    expect(counts.OTP_INVALID_CODE ?? 0).toBeLessThanOrEqual(4);
    const row = await challengeRow(token);
    // Failed comparisons stay counted; the right one's try is given back when it consumes the challenge.
    expect(row.attempts + successes).toBeLessThanOrEqual(5);
    expect(row.consumed_at !== null).toBe(successes === 1);
    const sessions = (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sessions WHERE created_at >= $1', [new Date(Date.now() - 60_000).toISOString()])).rows[0];
    expect(Number(sessions.n)).toBeLessThanOrEqual(successes === 1 ? 1 : 0);
    if (successes === 0) {
      const right = await user.verify(token, code);
      expect(errorOf(right).error_code).toBe('OTP_MAX_ATTEMPTS_EXCEEDED');
    }
  });

  it('the right code on the 5th try after 4 failures still verifies (the try is not counted as a failure)', async () => {
    const user = new Applicant(injectTransport(t.app));
    const token = await user.apply(MARIA);
    const code = await user.latestCode(MARIA.phoneNumber);
    for (const c of wrongCodes(code, 4)) expect(errorOf(await user.verify(token, c)).error_code).toBe('OTP_INVALID_CODE');
    expect((await user.verify(token, code)).status).toBe(200);
    expect(await challengeRow(token)).toMatchObject({ attempts: 4 });
  });
});
