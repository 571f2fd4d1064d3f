import { createHash } from 'node:crypto';
import { errorOf, type Applicant } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { docuSignSuite, postedMessage } from '../helpers/docusignSuite';
import { current, drain } from '../helpers/loanFlow';
import { CARLOS, MARIA } from '../helpers/people';
import { erasePersonalData } from '../../server/domain/retention/erase';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(dbTargets())('signing through DocuSign on $name', (target) => {
  const s = docuSignSuite(target);
  const applicationId = async (user: Applicant) => (await current(user)).application_id;
  const envelopeRow = async (id: string) =>
    (await s.db.query<{ status: string; document_sha256: string; signed_pdf: Uint8Array | null; signed_pdf_sha256: string | null; certificate_pdf: Uint8Array | null; application_id: string }>(
      'SELECT status, document_sha256, signed_pdf, signed_pdf_sha256, certificate_pdf, application_id FROM docusign_envelopes WHERE envelope_id = $1', [id])).rows[0];
  const stepOf = async (appId: string) => (await s.db.query<{ step: string; outcome: { reasons?: string[] } | null }>('SELECT step, outcome FROM applications WHERE id = $1', [appId])).rows[0];
  const onlyEnvelopeOf = (appId: string) => [...s.fake.envelopes.values()].filter((e) => e.signer.clientUserId === appId);

  it('Maria signs: envelope from the agreement PDF with anchor tabs, recipient view, return page, Connect, signed PDF and certificate stored, funded', async () => {
    const maria = await s.atSigning();
    const appId = await applicationId(maria);
    const url = await s.signingUrl(maria);
    expect(url.startsWith(`${s.fake.baseUrl}/signing/`)).toBe(true);
    const [envelope] = onlyEnvelopeOf(appId);
    expect(envelope.definition.status).toBe('sent');
    expect(envelope.signer).toMatchObject({ name: 'Maria Garcia', clientUserId: appId, recipientId: '1' });
    expect(envelope.signer.tabs?.signHereTabs?.[0].anchorString).toBe('/sn1/');
    expect(envelope.signer.tabs?.dateSignedTabs?.[0].anchorString).toBe('/ds1/');
    const row = await envelopeRow(envelope.id);
    expect(row).toMatchObject({ status: 'sent', application_id: appId, document_sha256: sha256(envelope.pdf) });

    const { returnPath, page } = await s.finish(maria, url);
    expect(returnPath).toMatch(/^\/esign\/return\/[A-Za-z0-9_-]{43}\?event=signing_complete$/);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(envelope.returnUrls[0].startsWith('http://localhost/esign/return/')).toBe(true);
    expect(postedMessage(page)).toEqual({ type: 'signing_complete', appOrigin: 'http://localhost' });
    expect((await current(maria)).step).toBe('AWAITING_SIGNATURE_CONFIRMATION');

    // The browser's word alone completes nothing: the confirmation waits for Connect.
    await drain(s.app);
    expect((await current(maria)).step).toBe('AWAITING_SIGNATURE_CONFIRMATION');
    expect(s.fake.calls.filter((c) => c.path.includes('/documents/'))).toEqual([]);

    const connect = await s.connect(s.fake.connectBody(envelope.id, 'envelope-completed'));
    expect(connect.status).toBe(200);
    expect(connect.body).toEqual({ status: 'applied' });
    await drain(s.app);
    expect((await current(maria)).step).toBe('APPLICATION_COMPLETED');
    const stored = await envelopeRow(envelope.id);
    expect(stored.status).toBe('completed');
    expect(Buffer.from(stored.signed_pdf!).equals(Buffer.from(envelope.combined!))).toBe(true);
    expect(stored.signed_pdf_sha256).toBe(sha256(envelope.combined!));
    expect(Buffer.from(stored.certificate_pdf!).subarray(0, 5).toString()).toBe('%PDF-');
    const download = await maria.call('GET', 'application/agreement');
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const events = await s.db.query<{ type: string }>('SELECT type FROM application_events WHERE application_id = $1 ORDER BY id', [appId]);
    expect(events.rows.map((e) => e.type)).toEqual(expect.arrayContaining(['signing_finished', 'signature_confirmed']));
  });

  it('without Connect the signature is never confirmed: after the last try a processing error, no document fetched', async () => {
    const maria = await s.atSigning();
    const appId = await applicationId(maria);
    const url = await s.signingUrl(maria);
    await s.finish(maria, url);
    const before = s.fake.calls.length;
    for (let i = 0; i < 6 && (await stepOf(appId)).step === 'AWAITING_SIGNATURE_CONFIRMATION'; i++) {
      s.t.clock.advance(600);
      await drain(s.app);
    }
    const view = await stepOf(appId);
    expect(view.step).toBe('APPLICATION_PROCESSING_ERROR');
    expect(view.outcome?.reasons).toEqual(['SIGNATURE_NOT_CONFIRMED']);
    expect(s.fake.calls.slice(before)).toEqual([]);
  });

  it('Connect before the return page (the browser was closed): the application moves on by Connect alone', async () => {
    const carlos = await s.atSigning(CARLOS, 'CHK-1006-01');
    const appId = await applicationId(carlos);
    await s.signingUrl(carlos);
    const [envelope] = onlyEnvelopeOf(appId);
    expect((await s.connect(s.fake.connectBody(envelope.id, 'envelope-completed'))).status).toBe(200);
    expect((await current(carlos)).step).toBe('AWAITING_SIGNATURE_CONFIRMATION');
    await drain(s.app);
    expect((await current(carlos)).step).toBe('APPLICATION_COMPLETED');
  });

  it('the access token is cached until shortly before it expires, and renewed after a 401', async () => {
    await s.signingUrl(await s.atSigning());
    const issued = s.fake.tokensIssued;
    expect(issued).toBeGreaterThan(0);
    await s.signingUrl(await s.atSigning());
    expect(s.fake.tokensIssued).toBe(issued);
    s.t.clock.advance(3600 - 4 * 60);
    await s.signingUrl(await s.atSigning());
    expect(s.fake.tokensIssued).toBe(issued + 1);
    s.fake.revokeTokens();
    await s.signingUrl(await s.atSigning());
    expect(s.fake.tokensIssued).toBe(issued + 2);
    expect(s.fake.grantRefusals).toEqual([]);
  });

  it('DocuSign down: sign answers 503 and changes nothing; the retry works; a failed document download is retried by the job', async () => {
    const maria = await s.atSigning();
    const appId = await applicationId(maria);
    s.fake.failNext('createEnvelope');
    const down = await maria.call('POST', 'application/sign', { language: 'en' });
    expect(down.status).toBe(503);
    expect(errorOf(down).error_code).toBe('SERVICE_UNAVAILABLE');
    expect((await s.db.query('SELECT 1 FROM docusign_envelopes WHERE application_id = $1', [appId])).rows).toHaveLength(0);
    s.fake.failNext('recipientView');
    expect((await maria.call('POST', 'application/sign', { language: 'en' })).status).toBe(503);
    const url = await s.signingUrl(maria);
    expect(onlyEnvelopeOf(appId)).toHaveLength(1);
    await s.finish(maria, url);
    const [envelope] = onlyEnvelopeOf(appId);
    s.fake.failNext('certificate');
    await s.connect(s.fake.connectBody(envelope.id, 'envelope-completed'));
    await drain(s.app);
    expect((await current(maria)).step).toBe('AWAITING_SIGNATURE_CONFIRMATION');
    expect((await envelopeRow(envelope.id)).signed_pdf).toBeNull();
    s.t.clock.advance(120);
    await drain(s.app);
    expect((await current(maria)).step).toBe('APPLICATION_COMPLETED');
  });

  it('a new language voids the open envelope at DocuSign and creates a new one', async () => {
    const maria = await s.atSigning();
    const appId = await applicationId(maria);
    await s.signingUrl(maria, 'en');
    const [first] = onlyEnvelopeOf(appId);
    await s.signingUrl(maria, 'es');
    const all = onlyEnvelopeOf(appId);
    expect(all).toHaveLength(2);
    expect(first.status).toBe('voided');
    expect((await envelopeRow(first.id)).status).toBe('voided');
    expect(all[1].definition.emailSubject).toBe('Su contrato de préstamo');
    expect(await current(maria)).toMatchObject({ step: 'DOCUSIGN' });
    await maria.call('POST', 'application/cancel');
    // Erasing a canceled application's personal data erases the signer of its DocuSign envelopes too.
    expect((await erasePersonalData(s.db, [appId], new Date(), 'test')).applications).toBe(1);
    const signers = await s.db.query<{ signer_name: string | null; signer_email: string | null }>('SELECT signer_name, signer_email FROM docusign_envelopes WHERE application_id = $1', [appId]);
    expect(signers.rows).toEqual([{ signer_name: null, signer_email: null }, { signer_name: null, signer_email: null }]);
  });

  it('the frame may show DocuSign: frame-src has its origin', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/apply' });
    expect(String(page.headers['content-security-policy'])).toMatch(new RegExp(`frame-src 'self' ${s.fake.baseUrl.replace(/[.]/g, '\\.')}(;|$)`));
  });

  it('the return token is not written to the log', async () => {
    const maria = await s.atSigning(MARIA);
    const from = s.t.log.length;
    const { returnPath } = await s.finish(maria, await s.signingUrl(maria));
    const token = /\/esign\/return\/([^?]+)/.exec(returnPath)![1];
    const lines = s.t.log.slice(from).join('');
    expect(lines).toContain('/esign/return/[redacted]');
    expect(lines).not.toContain(token);
  });
});
