import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { noticesRepo } from '../../server/repos/notices';
import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { closedPort, startFakeSmtp, type FakeSmtp, type SmtpMode } from '../helpers/fakeSmtp';
import { drain, toProcessing } from '../helpers/loanFlow';
import { JAMES } from '../helpers/people';
import { testApp } from '../helpers/testApp';

const SENDER = 'notices@harborccu.example';
const ATTEMPTS = 3;

interface NoticeRow { channel: string; status: string; attempts: number; last_error: string | null; provider_message_id: string | null; sms_sent_at: Date | null }

/** How the SMTP server lets the notice down. */
const FAILURES: Array<{ name: string; url: (smtp: FakeSmtp) => Promise<string>; mode: SmtpMode; error: RegExp; reachedData: number; authFailures: number }> = [
  { name: 'the server defers the message (451 after DATA)', url: async (smtp) => smtp.url, mode: 'defer', error: /451/, reachedData: ATTEMPTS, authFailures: 0 },
  { name: 'the server is unreachable (nothing listens)', url: async () => `smtp://notices:secret@127.0.0.1:${await closedPort()}`, mode: 'accept', error: /ECONNREFUSED|ECONNECTION|ESOCKET/, reachedData: 0, authFailures: 0 },
  // Our settings, not this message: the operator fixes the password, the tries go on meanwhile.
  { name: 'the server refuses our credentials (535)', url: async (smtp) => `smtp://notices:wrong-password@127.0.0.1:${smtp.port}`, mode: 'accept', error: /EAUTH|535/, reachedData: 0, authFailures: ATTEMPTS },
];

describe.each(dbTargets())('a notice whose e-mail cannot be sent, on $name', (target) => {
  describe.each(FAILURES)('$name', (failure) => {
    let db: Db;
    let app: FastifyInstance;
    let smtp: FakeSmtp;
    let log: string[];

    beforeAll(async () => {
      smtp = await startFakeSmtp({ user: 'notices', pass: 'secret', sender: SENDER });
      smtp.mode = failure.mode;
      db = await target.open();
      ({ app, log } = await testApp(db, { env: { SMTP_URL: await failure.url(smtp), MAIL_FROM: SENDER, NOTICE_MAX_ATTEMPTS: String(ATTEMPTS), METRICS_DB_READ_MS: '0' } }));
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
      await smtp?.close();
    });

    it('is retried by the job, then marked failed, logged and counted, and its letter goes to the printed batch', async () => {
      const james = new Applicant(injectTransport(app));
      const view = await toProcessing(james, JAMES, 'CHK-1002-01');
      expect(await drain(app)).toBeGreaterThanOrEqual(1 + ATTEMPTS);

      const { rows } = await db.query<NoticeRow>(
        'SELECT channel, status, attempts, last_error, provider_message_id, sms_sent_at FROM notices WHERE application_id = $1 ORDER BY created_at, channel', [view.application_id]);
      expect(rows).toMatchObject([
        { channel: 'email', status: 'failed', attempts: ATTEMPTS, provider_message_id: null },
        { channel: 'print', status: 'awaiting_print', attempts: 0 },
      ]);
      expect(rows[0].last_error).toMatch(failure.error);
      expect(rows[0].last_error).not.toContain('james.smith@example.com');
      expect(rows[0].sms_sent_at).not.toBeNull(); // the text message went out on the first try all the same
      const { rows: jobs } = await db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM jobs WHERE application_id = $1 AND kind = 'notice-adverse-action'", [view.application_id]);
      expect(jobs).toEqual([{ status: 'failed', attempts: ATTEMPTS }]);
      expect(smtp.accepted).toHaveLength(0);
      expect(smtp.refused).toHaveLength(failure.reachedData);
      expect(smtp.authFailures).toBe(failure.authFailures);

      const failedLines = log.filter((l) => l.includes('notice e-mail failed for good'));
      expect(failedLines).toHaveLength(1);
      expect(JSON.parse(failedLines[0])).toMatchObject({ level: 50, kind: 'adverse_action', attempts: ATTEMPTS, noticesFailed: 1 });
      expect(log.filter((l) => l.includes('job failed; retrying') && l.includes('notice-adverse-action'))).toHaveLength(ATTEMPTS - 1);

      expect((await noticesRepo.list(db, { status: 'failed', channel: 'email' })).map((n) => n.application_id)).toEqual([view.application_id]);
      expect((await noticesRepo.list(db, { status: 'awaiting_print' })).map((n) => n.channel)).toEqual(['print']);

      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toContain('microloan_notices{channel="email",status="failed"} 1');
      expect(metrics).toContain('microloan_notices{channel="print",status="awaiting_print"} 1');
      expect(metrics).toContain(`microloan_notice_emails_total{result="failed"} ${ATTEMPTS}`);
      expect(metrics).not.toContain('microloan_notice_emails_total{result="sent"}');
    });
  });

  describe('the server refuses the message for good (554 after DATA)', () => {
    let db: Db;
    let app: FastifyInstance;
    let smtp: FakeSmtp;
    let log: string[];

    beforeAll(async () => {
      smtp = await startFakeSmtp({ user: 'notices', pass: 'secret', sender: SENDER });
      smtp.mode = 'refuse';
      db = await target.open();
      // The default 16 tries over 67 minutes: a permanent refusal must not wait for them.
      ({ app, log } = await testApp(db, { env: { SMTP_URL: smtp.url, MAIL_FROM: SENDER, NOTICE_MAX_ATTEMPTS: '16', NOTICE_BACKOFF_MS: '60000', METRICS_DB_READ_MS: '0' } }));
    });
    afterAll(async () => {
      await app?.close();
      await db?.close();
      await smtp?.close();
    });

    it('goes to the printed batch at the first try, without using up the retries: the job ends done, the text message goes out', async () => {
      const james = new Applicant(injectTransport(app));
      const view = await toProcessing(james, JAMES, 'CHK-1002-01');
      await drain(app);

      const { rows } = await db.query<NoticeRow>(
        'SELECT channel, status, attempts, last_error, provider_message_id, sms_sent_at FROM notices WHERE application_id = $1 ORDER BY created_at, channel', [view.application_id]);
      expect(rows).toMatchObject([
        { channel: 'email', status: 'failed', attempts: 1, provider_message_id: null },
        { channel: 'print', status: 'awaiting_print', attempts: 0 },
      ]);
      expect(rows[0].last_error).toMatch(/554/);
      expect(rows[0].last_error).not.toContain('james.smith@example.com');
      expect(rows[0].sms_sent_at).not.toBeNull();
      const { rows: jobs } = await db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM jobs WHERE application_id = $1 AND kind = 'notice-adverse-action'", [view.application_id]);
      expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
      expect(smtp.refused).toHaveLength(1);
      const refusedLines = log.filter((l) => l.includes('refused for good by the mail server'));
      expect(refusedLines).toHaveLength(1);
      expect(JSON.parse(refusedLines[0])).toMatchObject({ level: 50, kind: 'adverse_action', attempts: 1, noticesFailed: 1 });
      expect(log.filter((l) => l.includes('job failed') && l.includes('notice-adverse-action'))).toHaveLength(0);
      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toContain('microloan_notices{channel="email",status="failed"} 1');
      expect(metrics).toContain('microloan_notices{channel="print",status="awaiting_print"} 1');
    });
  });
});
