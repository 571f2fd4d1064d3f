import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { buildPrintBatch, markBatchPrinted } from '../../server/adapters/print/printBatch';
import { createSecrets, type Secrets } from '../../server/crypto/secrets';
import type { Db, Queryable } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { adverseActionNotice, loanFundedNotice, type NoticeLanguage } from '../../server/domain/notices';
import type { NoticeKind, NoticeLetter } from '../../server/domain/notices/record';
import { erasePersonalData } from '../../server/domain/retention/erase';
import { noticesRepo } from '../../server/repos/notices';
import { dbTargets } from '../helpers/dbTargets';
import { pdfPageTexts } from '../helpers/pdfPages';
import { newStorage, storageNames } from '../helpers/serverStorage';
import { TEST_KEY } from '../helpers/testApp';
import { compiledTool, ensureCompiledServer } from '../helpers/compiledServer';

// The server and its tools run as production runs them: the compiled bundle, built once when stale.
beforeAll(ensureCompiledServer, 300_000);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const INSTITUTION = { name: 'Harbor Community Credit Union', address: '100 Harbor Way, Portland, ME 04101', phone: '(800) 555-0142' };
const ALL_REASONS = ['MEMBERSHIP_TOO_RECENT', 'DELINQUENT', 'INSUFFICIENT_INCOME', 'TOO_MANY_RECENT_PALS'];

/** A denied application and its adverse action notice waiting for print, queued at `at`. */
async function queueLetter(q: Queryable, secrets: Secrets, at: string, person: { name: string; address: string | null; language: NoticeLanguage; kind?: NoticeKind }): Promise<string> {
  const id = randomUUID();
  await q.query("INSERT INTO applications (id, product, step, created_at, updated_at) VALUES ($1, 'microloan', 'APPLICATION_DENIED', $2, $2)", [id, at]);
  const [firstName, lastName] = person.name.split(' ');
  const notice = person.kind === 'funded'
    ? loanFundedNotice({ language: person.language, institution: INSTITUTION, applicant: { firstName, lastName }, amount: 480, account: { description: 'Everyday Checking', lastFour: '4521' }, firstPayment: { amount: 91.5, date: '2026-12-20' } })
    : adverseActionNotice({ language: person.language, institution: INSTITUTION, applicant: { firstName, lastName }, date: at.slice(0, 10), reasons: ALL_REASONS });
  const letter: NoticeLetter = { recipient: { name: person.name, email: null, mailingAddress: person.address }, institution: INSTITUTION, date: at.slice(0, 10), subject: notice.subject, body: notice.body };
  const row = await noticesRepo.create(q, secrets, { applicationId: id, kind: person.kind ?? 'adverse_action', language: person.language, channel: 'print', letter, at: new Date(at) });
  return row.id;
}

describe.each(dbTargets())('the daily printed letter batch on $name', (target) => {
  let db: Db;
  const secrets = createSecrets(Buffer.from(TEST_KEY, 'base64'));
  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
  });
  afterAll(async () => db?.close());

  it('holds one letter a page with the creditor block, the address, the reasons and the rights; prints each letter once; a second download is the same batch', async () => {
    const older = await queueLetter(db, secrets, '2026-11-20T15:00:00Z', { name: 'Pat Stranger', address: '12 Elm St, Apt 3, Portland, ME 04101', language: 'en' });
    const spanish = await queueLetter(db, secrets, '2026-11-22T09:30:00Z', { name: 'Ana Lopez', address: null, language: 'es' });
    const funded = await queueLetter(db, secrets, '2026-11-22T23:59:00Z', { name: 'Carlos Rivera', address: '14 Fort Rd, South Portland, ME 04106', language: 'en', kind: 'funded' });
    const tomorrow = await queueLetter(db, secrets, '2026-11-23T00:00:01Z', { name: 'Late Letter', address: null, language: 'en' });

    const batch = await buildPrintBatch(db, secrets, '2026-11-22');
    // An earlier day's letter not yet printed is never left behind; the next day's waits for its own batch.
    expect(batch.entries.map((e) => e.noticeId)).toEqual([older, spanish, funded]);
    expect(batch.entries.map((e) => [e.page, e.addressMissing])).toEqual([[1, false], [2, true], [3, false]]);
    expect((await PDFDocument.load(batch.pdf!)).getPageCount()).toBe(3);
    const pages = (await pdfPageTexts(batch.pdf!)).map((lines) => lines.join(' '));
    expect(pages).toHaveLength(3);

    for (const page of pages) for (const part of ['Harbor Community Credit Union', '100 Harbor Way', 'Portland, ME 04101', '(800) 555-0142']) expect(page).toContain(part);
    expect(pages[0]).toContain('Pat Stranger 12 Elm St Apt 3 Portland, ME 04101');
    expect(pages[0]).toContain('November 20, 2026');
    expect(pages[0]).toContain('Action taken: credit denied.');
    for (const reason of ['Length of membership with the credit union is shorter than required', 'Delinquent past or present credit obligations with the credit union', 'Income insufficient for the amount of credit requested', 'Too many payday alternative loans in the last 6 months'])
      expect(pages[0]).toContain(reason);
    expect(pages[0]).toContain('you have the right to ask for it within 60 days');
    expect(pages[0]).toContain('Federal Equal Credit Opportunity Act');
    expect(pages[0]).toContain('1775 Duke Street, Alexandria, VA 22314');
    expect(pages[0]).toContain(`Ref. ${older}`);

    expect(pages[1]).toContain('22 de noviembre de 2026');
    expect(pages[1]).toContain('Obligaciones de crédito morosas, pasadas o actuales, con la cooperativa de crédito');
    expect(pages[1]).toContain('Ley Federal de Igualdad de Oportunidades de Crédito');
    expect(pages[1]).toContain('No mailing address on file / Sin dirección postal registrada');
    expect(pages[2]).toContain('Your loan from Harbor Community Credit Union has been deposited');
    expect(pages[2]).toContain('$91.50');

    expect(await markBatchPrinted(db, batch, new Date('2026-11-22T18:00:00Z'))).toBe(3);
    const again = await buildPrintBatch(db, secrets, '2026-11-22');
    expect(again.entries.map((e) => [e.noticeId, e.status])).toEqual([[older, 'printed'], [spanish, 'printed'], [funded, 'printed']]);
    expect(await markBatchPrinted(db, again, new Date())).toBe(0);
    expect((await buildPrintBatch(db, secrets, '2026-11-23')).entries.map((e) => e.noticeId)).toEqual([tomorrow]);
    await expect(buildPrintBatch(db, secrets, '2026-02-30')).rejects.toThrow('YYYY-MM-DD');
  });
});

describe.each(dbTargets())('a letter of an application erased on request, on $name', (target) => {
  let db: Db;
  const secrets = createSecrets(Buffer.from(TEST_KEY, 'base64'));
  beforeAll(async () => {
    db = await target.open();
    await migrate(db);
  });
  afterAll(async () => db?.close());

  it('is still printed while it waits, and loses its text once printed', async () => {
    const id = await queueLetter(db, secrets, '2026-11-22T10:00:00Z', { name: 'Pat Stranger', address: null, language: 'en' });
    const { rows: [{ application_id: applicationId }] } = await db.query<{ application_id: string }>('SELECT application_id FROM notices WHERE id = $1', [id]);
    expect(await erasePersonalData(db, [applicationId], new Date('2026-11-22T12:00:00Z'), 'request')).toEqual({ applications: 1 });
    const batch = await buildPrintBatch(db, secrets, '2026-11-22');
    expect(batch.entries.map((e) => e.noticeId)).toEqual([id]);
    expect((await pdfPageTexts(batch.pdf!))[0].join(' ')).toContain('Pat Stranger');
    expect(await markBatchPrinted(db, batch, new Date('2026-11-22T13:00:00Z'))).toBe(1);
    const { rows } = await db.query<{ status: string; letter_enc: string | null }>('SELECT status, letter_enc FROM notices WHERE id = $1', [id]);
    expect(rows).toEqual([{ status: 'printed', letter_enc: null }]);
    expect((await buildPrintBatch(db, secrets, '2026-11-22')).pdf).toBeNull();
  });
});

describe.each(storageNames)('npm run notices:print on %s', (name) => {
  const cli = (env: Record<string, string>, args: string[]) =>
    spawnSync(process.execPath, [...compiledTool('print-notices'), ...args], {
      cwd: ROOT, encoding: 'utf8', timeout: 80_000, env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ENCRYPTION_KEY: TEST_KEY, ...env },
    });

  it('writes the PDF, and only then marks its letters printed; a file it cannot write marks nothing', async () => {
    const storage = await newStorage(name);
    try {
      const db = await storage.open();
      await migrate(db);
      const secrets = createSecrets(Buffer.from(TEST_KEY, 'base64'));
      const ids = [
        await queueLetter(db, secrets, '2026-11-22T10:00:00Z', { name: 'Pat Stranger', address: null, language: 'en' }),
        await queueLetter(db, secrets, '2026-11-22T11:00:00Z', { name: 'Ana Lopez', address: '9 Munjoy St, Portland, ME 04101', language: 'es' }),
      ];
      await db.close();
      const statuses = async () => {
        const again = await storage.open();
        try {
          return (await again.query<{ status: string }>('SELECT status FROM notices WHERE id = ANY($1::uuid[]) ORDER BY created_at', [ids])).rows.map((r) => r.status);
        } finally {
          await again.close();
        }
      };

      const dir = mkdtempSync(join(tmpdir(), 'ml-print-'));
      const unwritable = cli(storage.env, ['--date', '2026-11-22', '--out', join(dir, 'missing-folder', 'batch.pdf')]);
      expect(unwritable.status).toBe(1);
      expect(unwritable.stderr).toMatch(/ENOENT/);
      expect(await statuses()).toEqual(['awaiting_print', 'awaiting_print']);

      const out = join(dir, 'batch.pdf');
      const run = cli(storage.env, ['--date', '2026-11-22', '--out', out]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`Wrote 2 letter(s) for 2026-11-22 to ${out}; 2 marked printed.`);
      expect(run.status).toBe(0);
      expect(statSync(out).mode & 0o777).toBe(0o600);
      expect((await PDFDocument.load(readFileSync(out))).getPageCount()).toBe(2);
      expect(await statuses()).toEqual(['printed', 'printed']);
      expect(existsSync(`${out}.tmp`)).toBe(false);

      const none = cli(storage.env, ['--date', '2026-11-21', '--out', join(dir, 'none.pdf')]);
      expect(none.stdout).toContain('No letters to print for 2026-11-21.');
      expect(existsSync(join(dir, 'none.pdf'))).toBe(false);
      expect(cli(storage.env, ['--date', '22/11/2026']).stderr).toContain('usage: npm run notices:print');
    } finally {
      await storage.cleanup();
    }
  }, 300_000);
});
