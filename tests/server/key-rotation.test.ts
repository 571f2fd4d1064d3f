import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { demoMembers } from '../../server/adapters/members/demoMembers';
import { upsertMember, type MemberInput } from '../../server/adapters/members/memberStore';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { keyId } from '../../server/crypto/keyring';
import { ENCRYPTED_TABLES, rotateKeys, valuesUnderOtherKeys } from '../../server/crypto/rotation';
import { createSecrets } from '../../server/crypto/secrets';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { legacyV1 } from '../helpers/legacyCrypto';
import { acceptLongestOffer, current, drain, signAs } from '../helpers/loanFlow';
import { JAMES, MARIA, type Person } from '../helpers/people';
import { testApp } from '../helpers/testApp';

const OLD = Buffer.alloc(32, 11);
const NEW = Buffer.alloc(32, 22);
const b64 = (k: Buffer) => k.toString('base64');
/** An imported member (not a demo one, which local mode re-seeds at every start under the current key). */
const ROSA: Person = { firstName: 'Rosa', lastName: 'Garcia', ssn: '100000091', phoneNumber: '2025550191', dob: '1983-06-30' };

function rosaRecord(): MemberInput {
  const maria = demoMembers(new Date()).find((m) => m.member_id === 'M-1001')!;
  return {
    ...maria, member_id: 'M-9001', first_name: ROSA.firstName, last_name: ROSA.lastName, phone: `+1${ROSA.phoneNumber}`, ssn: ROSA.ssn, dob: ROSA.dob,
    accounts: maria.accounts.map((a, i) => ({ ...a, account_id: `CHK-9001-0${i + 1}` })),
  };
}

/** Every encrypted value of the database. */
async function sealedValues(db: Db): Promise<string[]> {
  const out: string[] = [];
  for (const t of ENCRYPTED_TABLES) {
    for (const c of t.columns) {
      const { rows } = await db.query<{ v: string }>(`SELECT ${c} AS v FROM ${t.table} WHERE ${c} IS NOT NULL`);
      out.push(...rows.map((r) => r.v));
    }
  }
  return out;
}

/** The same applicant (session cookie) on another server. */
function moveTo(applicant: Applicant, app: FastifyInstance): Applicant {
  const moved = new Applicant(injectTransport(app));
  moved.cookie = applicant.cookie;
  return moved;
}

async function refusal(db: Db, env: Record<string, string>): Promise<string> {
  return testApp(db, { env }).then(async ({ app }) => { await app.close(); return ''; }, (error: unknown) => (error as Error).message);
}

describe.each(dbTargets())('key rotation during a flow on $name', (target) => {
  let db: Db;
  const apps: FastifyInstance[] = [];
  const start = async (env: Record<string, string>) => {
    const { app } = await testApp(db, { env: { ENCRYPTION_KEY: '', ...env } });
    apps.push(app);
    return app;
  };
  beforeAll(async () => { db = await target.open(); });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
  });

  it('re-encrypts every field while a server with the new key serves the applicants; afterwards the new key alone (and the lookup key) reads everything', async () => {
    // Before: one key, the one-key form; an imported member, one of whose fields is a legacy v1 value.
    const before = await start({ ENCRYPTION_KEY: b64(OLD) });
    await upsertMember(db, before.services.secrets, rosaRecord());
    await db.query("UPDATE members SET dob_enc = $1 WHERE member_id = 'M-9001'", [legacyV1(OLD, ROSA.dob)]);
    let maria = new Applicant(injectTransport(before));
    const started = await maria.freshApplication(MARIA);
    await maria.submit('loan-amount', { amount: 500 });
    const rosa = new Applicant(injectTransport(before));
    await rosa.signIn(ROSA);
    await before.close();

    // The new key goes first in the list; the server restarts with it and keeps serving Maria while the rotation runs.
    const during = await start({ ENCRYPTION_KEYS: `${b64(NEW)},${b64(OLD)}` });
    maria = moveTo(maria, during);
    const secrets = createSecrets({ data: [NEW, OLD] });
    const oldLeft = (await valuesUnderOtherKeys(db, secrets)).filter((l) => l.kid === keyId(OLD) || l.kid === 'v1');
    expect(oldLeft.length).toBeGreaterThanOrEqual(3);
    const james = new Applicant(injectTransport(during));
    const [rotation] = await Promise.all([
      rotateKeys(db, secrets, { batchSize: 1 }),
      (async () => {
        await maria.submit('monthly-housing-expenses', { expenses: 1200 });
        await maria.submit('loan-purpose', { purpose: 'RENT' });
        await maria.submit('deposit-account', { account_id: 'CHK-1001-01' });
        await maria.submit('complete-review');
        await james.signIn(JAMES);
      })(),
    ]);
    expect(rotation.map((t) => t.table)).toEqual(['members', 'applications', 'otp_challenges', 'sms_messages', 'notices', 'staff_users']);
    expect(rotation.every((t) => Object.keys(t.failed).length === 0)).toBe(true);
    expect(rotation.find((t) => t.table === 'members')!.rotated).toBe(1); // Rosa (the demo members were re-seeded under the new key at start)
    // A row the server held locked through every pass is left for the next run (never overwritten stale).
    const secondRun = await rotateKeys(db, secrets);
    const rotated = (runs: typeof rotation[], table: string) => runs.reduce((n, run) => n + run.find((t) => t.table === table)!.rotated, 0);
    expect(rotated([rotation, secondRun], 'applications')).toBeGreaterThanOrEqual(2); // Maria's and Rosa's
    expect(await valuesUnderOtherKeys(db, secrets)).toEqual([]);
    expect(await rotateKeys(db, secrets)).toEqual(rotation.map((t) => ({ table: t.table, rotated: 0, failed: {} }))); // idempotent

    // Maria finishes her loan on the same server.
    await drain(during);
    await acceptLongestOffer(maria, false);
    await signAs(maria, `${MARIA.firstName} ${MARIA.lastName}`);
    await drain(during);
    await drain(during);
    expect((await current(maria)).step).toBe('APPLICATION_COMPLETED');
    await during.close();

    // After: only the new key (and the old one as lookup key, for the stored lookup hashes).
    const newOnly = createSecrets({ data: [NEW] });
    const values = await sealedValues(db);
    expect(values.length).toBeGreaterThanOrEqual(8);
    for (const v of values) {
      expect(v.startsWith(`v2.${keyId(NEW)}.`)).toBe(true);
      expect(newOnly.decrypt(v)).not.toBe('');
    }
    const rosaDob = (await db.query<{ v: string }>("SELECT dob_enc AS v FROM members WHERE member_id = 'M-9001'")).rows[0].v;
    expect(newOnly.decrypt(rosaDob)).toBe(ROSA.dob);
    const after = await start({ ENCRYPTION_KEYS: b64(NEW), LOOKUP_KEY: b64(OLD) });
    const again = new Applicant(injectTransport(after));
    expect((await again.signIn(MARIA)).step).toBe('LOAN_AMOUNT'); // her loan is done: a new application
    const rosaAgain = new Applicant(injectTransport(after));
    expect((await rosaAgain.signIn(ROSA)).step).toBe('LOAN_AMOUNT');
    maria = moveTo(maria, after);
    expect(await current(maria)).toMatchObject({ application_id: started.application_id, step: 'APPLICATION_COMPLETED' });
    await after.close();

    // A server that drops the lookup key, or the new key, refuses to start, naming what to set.
    expect(await refusal(db, { ENCRYPTION_KEY: '', ENCRYPTION_KEYS: b64(NEW) })).toContain('LOOKUP_KEY');
    const withoutNew = await refusal(db, { ENCRYPTION_KEY: b64(OLD) });
    expect(withoutNew).toContain(keyId(NEW));
    expect(withoutNew).toContain('ENCRYPTION_KEYS');
  }, 180_000);
});

describe.each(dbTargets().filter((t) => t.name === 'postgres'))('rows the server holds during a rotation on $name', (target) => {
  it('are skipped, never overwritten with what was read before the server changed them, and moved by the next run', async () => {
    const db = await target.open();
    try {
      await migrate(db);
      const old = createSecrets(OLD);
      const both = createSecrets({ data: [NEW, OLD] });
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      const at = new Date().toISOString();
      for (const id of ids) {
        await db.query("INSERT INTO applications (id, product, step, created_at, updated_at, applicant_enc) VALUES ($1, 'microloan', 'LOAN_AMOUNT', $2, $2, $3)", [id, at, old.encrypt(`{"id":"${id}"}`)]);
      }
      const read = async (id: string) => both.decrypt((await db.query<{ v: string }>('SELECT applicant_enc AS v FROM applications WHERE id = $1', [id])).rows[0].v);
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM applications WHERE id = $1 FOR UPDATE', [ids[1]]);
        const [, applications] = await rotateKeys(db, both, { passes: 1 });
        expect(applications.rotated).toBe(2);
        // A server not yet restarted writes under the old key while the rotation runs.
        await tx.query('UPDATE applications SET applicant_enc = $2 WHERE id = $1', [ids[1], old.encrypt('{"changed":true}')]);
      });
      expect(await valuesUnderOtherKeys(db, both)).toEqual([{ table: 'applications', column: 'applicant_enc', kid: keyId(OLD), count: 1 }]);
      expect((await rotateKeys(db, both))[1].rotated).toBe(1);
      expect(await valuesUnderOtherKeys(db, both)).toEqual([]);
      expect(await read(ids[1])).toBe('{"changed":true}');
      expect(await read(ids[0])).toBe(`{"id":"${ids[0]}"}`);
    } finally {
      await db.close();
    }
  }, 60_000);
});
