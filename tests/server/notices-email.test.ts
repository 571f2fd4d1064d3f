import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { buildPrintBatch } from '../../server/adapters/print/printBatch';
import type { Db } from '../../server/db/db';
import { Applicant, BASE, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fakeSmtp';
import { acceptLongestOffer, current, drain, signAs, toProcessing } from '../helpers/loanFlow';
import { ANA, JAMES, MARIA, STRANGER } from '../helpers/people';
import { testApp } from '../helpers/testApp';
import { pdfPageTexts } from '../helpers/pdfPages';

const SENDER = 'notices@harborccu.example';

interface NoticeRow { id: string; kind: string; language: string; channel: string; status: string; attempts: number; provider_message_id: string | null; sent_at: Date | null; sms_sent_at: Date | null }

describe.each(dbTargets())('notices by e-mail through SMTP on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let smtp: FakeSmtp;
  let log: string[];
  const newApplicant = () => new Applicant(injectTransport(app));
  const noticesOf = async (applicationId: string) =>
    (await db.query<NoticeRow>('SELECT id, kind, language, channel, status, attempts, provider_message_id, sent_at, sms_sent_at FROM notices WHERE application_id = $1 ORDER BY created_at', [applicationId])).rows;
  const mailTo = async (address: string): Promise<ParsedMail> => {
    const found = smtp.accepted.filter((m) => m.to.includes(address));
    expect(found).toHaveLength(1);
    return simpleParser(found[0].raw);
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp({ user: 'notices', pass: 'p@ss:word/1', sender: SENDER });
    db = await target.open();
    ({ app, log } = await testApp(db, { env: { SMTP_URL: smtp.url, MAIL_FROM: `Harbor Community Credit Union <${SENDER}>`, NOTICE_MAX_ATTEMPTS: '3' } }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await smtp?.close();
  });

  it('says at start that notices go out through SMTP (host and port, never the password)', () => {
    const line = log.find((l) => l.includes('notices: e-mail through SMTP'));
    expect(line).toContain(`smtp://127.0.0.1:${smtp.port} from ${SENDER} with AUTH`);
    expect(log.join('\n')).not.toContain('p@ss:word/1');
  });

  it("Maria's funded confirmation: marked sent only after the server's 250; HTML and text in English, the signed agreement attached", async () => {
    const maria = newApplicant();
    await toProcessing(maria, MARIA, 'CHK-1001-02');
    await drain(app);
    await acceptLongestOffer(maria, false);
    expect((await signAs(maria, 'Maria Garcia')).answer.status).toBe(200);

    smtp.mode = 'hold';
    const draining = drain(app);
    const arrived = await smtp.held();
    const applicationId = (await current(maria)).application_id;
    // The whole message is with the server, which has not answered yet: not sent.
    expect(await noticesOf(applicationId)).toMatchObject([{ kind: 'funded', channel: 'email', status: 'queued', attempts: 0, provider_message_id: null, sent_at: null }]);
    smtp.mode = 'accept';
    smtp.release();
    await draining;

    const [notice] = await noticesOf(applicationId);
    expect(notice).toMatchObject({ kind: 'funded', language: 'en', channel: 'email', status: 'sent', attempts: 1, provider_message_id: `<${notice.id}@harborccu.example>` });
    expect(notice.sent_at).not.toBeNull();
    expect(notice.sms_sent_at).not.toBeNull();
    expect(arrived).toMatchObject({ user: 'notices', from: SENDER, to: ['maria.garcia@example.com'] });

    const mail = await mailTo('maria.garcia@example.com');
    expect(mail.messageId).toBe(notice.provider_message_id);
    expect(mail.subject).toBe('Your loan from Harbor Community Credit Union has been deposited');
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.from?.value[0]).toEqual({ name: 'Harbor Community Credit Union', address: SENDER });
    expect(mail.text).toContain('Dear Maria Garcia:');
    expect(mail.text).toMatch(/ending in 7788/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('ending in 7788');
    expect(mail.attachments).toHaveLength(1);
    const [agreement] = mail.attachments;
    expect(agreement).toMatchObject({ filename: 'loan-agreement.pdf', contentType: 'application/pdf' });
    const download = await app.inject({ method: 'GET', url: `${BASE}/application/agreement`, headers: { cookie: maria.cookie } });
    expect(Buffer.compare(agreement.content, download.rawPayload)).toBe(0);
    expect((await PDFDocument.load(agreement.content)).getPageCount()).toBeGreaterThan(1);
    for (const secret of ['100000001', '1985-03-14']) expect(arrived.raw.toString('latin1')).not.toContain(secret);
  });

  it('James: the adverse action notice by e-mail in English, with the reasons and the ECOA notice', async () => {
    const james = newApplicant();
    const view = await toProcessing(james, JAMES, 'CHK-1002-01');
    await drain(app);
    expect(await noticesOf(view.application_id)).toMatchObject([{ kind: 'adverse_action', language: 'en', channel: 'email', status: 'sent', attempts: 1 }]);
    const mail = await mailTo('james.smith@example.com');
    expect(mail.subject).toBe('Your loan application with Harbor Community Credit Union');
    expect(mail.text).toContain('Length of membership with the credit union is shorter than required');
    expect(mail.text).toContain('Equal Credit Opportunity Act');
    expect(mail.html).toContain('<li>Length of membership with the credit union is shorter than required</li>');
    expect(mail.html).toContain('National Credit Union Administration');
    expect(mail.attachments).toHaveLength(0);
  });

  it('Ana, who signs in in Spanish: the adverse action notice in Spanish (text, HTML and header)', async () => {
    const ana = newApplicant();
    const token = await ana.apply(ANA);
    const verified = await ana.send('POST', `${BASE}/application/otp/verify`, { otp_token: token, code: await ana.latestCode(ANA.phoneNumber) }, { 'accept-language': 'es-US,es;q=0.9' });
    const applicationId = (verified.body as { application_id: string }).application_id;
    await drain(app);
    expect(await noticesOf(applicationId)).toMatchObject([{ kind: 'adverse_action', language: 'es', channel: 'email', status: 'sent' }]);
    const mail = await mailTo('ana.lopez@example.com');
    expect(mail.subject).toBe('Su solicitud de préstamo con Harbor Community Credit Union');
    expect(mail.headers.get('content-language')).toBe('es');
    expect(mail.text).toContain('Estimado(a) Ana Lopez:');
    expect(mail.text).toContain('No tiene una cuenta de cheques elegible en la cooperativa de crédito');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Administración Nacional de Cooperativas de Crédito');
  });

  it('someone with no e-mail on file: the letter goes to the printed batch, nothing is e-mailed, the SMS still goes', async () => {
    const before = smtp.accepted.length;
    const stranger = newApplicant();
    const view = await stranger.signIn(STRANGER);
    expect(view.step).toBe('APPLICATION_DENIED');
    await drain(app);
    const rows = await noticesOf(view.application_id);
    expect(rows).toMatchObject([{ kind: 'adverse_action', channel: 'print', status: 'awaiting_print', attempts: 0 }]);
    expect(rows[0].sms_sent_at).not.toBeNull();
    expect(smtp.accepted.length).toBe(before);

    const batch = await buildPrintBatch(db, app.services.secrets, app.services.now().toISOString().slice(0, 10));
    expect(batch.entries.map((e) => [e.noticeId, e.addressMissing])).toEqual([[rows[0].id, true]]);
    const pages = await pdfPageTexts(batch.pdf!);
    expect(pages).toHaveLength(1);
    const page = pages[0].join(' ');
    expect(page).toContain('Pat Stranger');
    expect(page).toContain('You do not meet the eligibility requirements for this loan');
    expect(page).toContain('No mailing address on file');
  });
});
