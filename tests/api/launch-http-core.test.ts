import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { Applicant, cookieOf, errorOf, injectTransport, type Answer } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import type { Fault } from '../helpers/faultyCore';
import { httpCoreSuite } from '../helpers/httpCoreApp';
import { launchPlatformForSuite, type TokenSpec } from '../helpers/launchPlatform';
import { count, current } from '../helpers/loanFlow';

/** Each test drives HTTP calls through the app and the core on a shared machine: generous. */
const TEST_TIMEOUT_MS = 120_000;

/** GET /launch/microloan?token=... */
function launchCall(app: FastifyInstance, token: string): Promise<Answer> {
  return injectTransport(app)('GET', `/launch/microloan?token=${encodeURIComponent(token)}`);
}

/** The rows a launch could change, counted. */
async function footprint(db: Db) {
  return {
    applications: await count(db, 'SELECT count(*) AS n FROM applications'),
    sessions: await count(db, 'SELECT count(*) AS n FROM sessions'),
    launchTokens: await count(db, 'SELECT count(*) AS n FROM launch_tokens'),
  };
}

describe.each(dbTargets())('launch from online banking with CORE_BANKING_PROVIDER=http on $name', (target) => {
  const { env, platform } = launchPlatformForSuite();
  const s = httpCoreSuite(target, env);
  const token = (spec: TokenSpec) => platform().token(spec, s.clock.now());
  /**
   * The stand-in applies `fault` to GET /members/<member> only (its accounts and loans pass), from
   * its `from`-th call on (the launch reads the member, then its date of birth: 2 is the latter).
   */
  const onMember = (member: string, fault: Fault, from = 1) => {
    let calls = 0;
    s.faulty.rule = ({ method, path }) => (method === 'GET' && path === `/members/${member}` && ++calls >= from ? fault : 'pass');
  };
  /** The date of birth the launched member's application holds (its encrypted contact, decrypted). */
  const storedDob = async (member: string) => {
    const { rows } = await s.db.query<{ applicant_enc: string | null }>('SELECT applicant_enc FROM applications WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1', [member]);
    return rows[0]?.applicant_enc ? (JSON.parse(s.app.services.secrets.decrypt(rows[0].applicant_enc)) as { dob: string }).dob : null;
  };

  async function launched(spec: TokenSpec): Promise<Applicant> {
    const answer = await launchCall(s.app, await token(spec));
    expect(answer.status, JSON.stringify(answer.body)).toBe(303);
    expect(answer.headers.location).toBe('/application/loan-amount?lang=en');
    const applicant = new Applicant(injectTransport(s.app));
    applicant.cookie = cookieOf(answer, 'sid');
    return applicant;
  }

  it('a token without birthdate: the core\'s birth_date is used and the member reaches the loan amount; it is in no answer and no log line', async () => {
    const applicant = await launched({ member: 'M-1001' });
    const view = await current(applicant);
    expect(view.step).toBe('LOAN_AMOUNT');
    expect(await storedDob('M-1001')).toBe('1985-03-14');
    expect(s.faulty.seen.some((r) => r.method === 'GET' && r.path.endsWith('/members/M-1001'))).toBe(true);
    // Never returned by our API, never logged.
    expect(JSON.stringify(view)).not.toContain('1985-03-14');
    expect(JSON.stringify((await applicant.submit('loan-amount', { amount: 500 })))).not.toContain('1985-03-14');
    expect(s.log.join('\n')).not.toContain('1985-03-14');
  }, TEST_TIMEOUT_MS);

  it('the core\'s birth_date wins over the token\'s birthdate', async () => {
    await launched({ member: 'M-1002', birthdate: '2001-01-01' });
    expect(await storedDob('M-1002')).toBe('1990-07-01');
  }, TEST_TIMEOUT_MS);

  it('a core that leaves birth_date out: the token\'s birthdate launches; without it the launch is refused no_birth_date and changes nothing', async () => {
    onMember('M-1008', 'no-birth-date');
    const before = await footprint(s.db);
    const refused = await launchCall(s.app, await token({ member: 'M-1008' }));
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toEqual({ message: expect.any(String), status_code: 403, error_code: 'LAUNCH_MEMBER_UNKNOWN', details: { reason: 'no_birth_date' } });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await footprint(s.db)).toEqual(before);

    await launched({ member: 'M-1008', birthdate: '1983-06-22' });
    expect(await storedDob('M-1008')).toBe('1983-06-22');
  }, TEST_TIMEOUT_MS);

  it('a birth_date that is no calendar date, or a core down when the date of birth is read, answers 503 PROCESSING_ERROR like a failed member read, and changes nothing', async () => {
    const before = await footprint(s.db);
    for (const fault of ['bad-birth-date', 'unavailable'] as const) {
      // Only the date-of-birth read fails (the member itself was read): the token's birthdate does not stand in for it.
      onMember('M-1006', fault, 2);
      const r = await launchCall(s.app, await token({ member: 'M-1006', birthdate: '1992-09-09' }));
      expect([fault, r.status, errorOf(r).error_code]).toEqual([fault, 503, 'PROCESSING_ERROR']);
      expect(r.headers['set-cookie']).toBeUndefined();
    }
    expect(await footprint(s.db)).toEqual(before);
    expect(s.log.join('\n')).not.toContain('1985-02-30');
  }, TEST_TIMEOUT_MS);
});
