import { errorOf } from '../helpers/api';
import { dbTargets, dumpDatabase } from '../helpers/dbTargets';
import { docuSignSuite } from '../helpers/docusignSuite';
import { current, drain } from '../helpers/loanFlow';

/** The Connect webhook: every message is verified before it changes anything, and a replay changes nothing. */
describe.each(dbTargets())('the DocuSign Connect webhook on $name', (target) => {
  const s = docuSignSuite(target);

  /** An applicant at DOCUSIGN with an envelope; answers it and the envelope id. */
  async function withEnvelope() {
    const user = await s.atSigning();
    await s.signingUrl(user);
    return { user, envelopeId: [...s.fake.envelopes.values()].at(-1)!.id };
  }

  /** Expects `send` to answer `status`/`code`, log a refusal, and leave the database as it was. */
  async function refusedWithoutChange(send: () => Promise<{ status: number; body: unknown }>, status: number, code: string) {
    const before = await dumpDatabase(s.db);
    const from = s.t.log.length;
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(errorOf({ ...answer, headers: {} }).error_code).toBe(code);
    expect(s.t.log.slice(from).join('')).toContain('DocuSign Connect message refused');
    expect(await dumpDatabase(s.db)).toBe(before);
  }

  it('a message without a signature, or signed with another key, is refused 403 and logged; nothing changes', async () => {
    const { user, envelopeId } = await withEnvelope();
    const body = s.fake.connectBody(envelopeId, 'envelope-completed');
    await refusedWithoutChange(() => s.connect(body, null), 403, 'FORBIDDEN');
    await refusedWithoutChange(() => s.connect(body, s.fake.sign(body, 'another-key-of-at-least-32-characters!!')), 403, 'FORBIDDEN');
    await refusedWithoutChange(() => s.connect(body, s.fake.sign(`${body} `)), 403, 'FORBIDDEN');
    await refusedWithoutChange(() => s.connect(body.replace('envelope-completed', 'envelope-declined'), s.fake.sign(body)), 403, 'FORBIDDEN');
    expect((await current(user)).step).toBe('DOCUSIGN');
    expect(s.fake.envelopes.get(envelopeId)!.status).toBe('sent');
  });

  it('the signature may come in any X-DocuSign-Signature-N header (several keys on the account)', async () => {
    const { user, envelopeId } = await withEnvelope();
    const body = s.fake.connectBody(envelopeId, 'envelope-completed');
    const answer = await s.app.inject({
      method: 'POST', url: '/api/webhooks/docusign', payload: body,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-docusign-signature-1': s.fake.sign(body, 'k'.repeat(44)), 'x-docusign-signature-2': s.fake.sign(body) },
    });
    expect(answer.statusCode).toBe(200);
    expect((await current(user)).step).toBe('AWAITING_SIGNATURE_CONFIRMATION');
  });

  it('a signed body that is not JSON is 400 INVALID_JSON; JSON that is not a Connect message 400 VALIDATION_ERROR; nothing changes', async () => {
    const { envelopeId } = await withEnvelope();
    const broken = s.fake.connectBody(envelopeId, 'envelope-completed').slice(0, -3);
    await refusedWithoutChange(() => s.connect(broken), 400, 'INVALID_JSON');
    for (const body of ['[]', '{}', JSON.stringify({ event: 'envelope-completed', data: {} }), JSON.stringify({ event: 'ENVELOPE COMPLETED', data: { envelopeId } }), JSON.stringify({ event: 'envelope-completed', data: { envelopeId: `${envelopeId}'; --` } })])
      await refusedWithoutChange(() => s.connect(body), 400, 'VALIDATION_ERROR');
  });

  it('an envelope we did not create, or of another account, is 404 ENVELOPE_NOT_FOUND; nothing changes', async () => {
    const { envelopeId } = await withEnvelope();
    await refusedWithoutChange(() => s.connect(s.fake.connectBody('5f1e0d6c-0000-4000-8000-000000000000', 'envelope-completed')), 404, 'ENVELOPE_NOT_FOUND');
    await refusedWithoutChange(() => s.connect(s.fake.connectBody(envelopeId, 'envelope-completed', '0a1b2c3d-0000-4000-8000-000000000000')), 404, 'ENVELOPE_NOT_FOUND');
  });

  it('a replayed message is acknowledged as a duplicate and changes nothing; a stale final event cannot reopen or change a closed envelope', async () => {
    const { user, envelopeId } = await withEnvelope();
    const completed = s.fake.connectBody(envelopeId, 'envelope-completed');
    expect((await s.connect(completed)).body).toEqual({ status: 'applied' });
    await drain(s.app);
    expect((await current(user)).step).toBe('APPLICATION_COMPLETED');
    const before = await dumpDatabase(s.db);
    const replay = await s.connect(completed);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ status: 'duplicate' });
    expect(await dumpDatabase(s.db)).toBe(before);
    expect((await s.connect(s.fake.connectBody(envelopeId, 'envelope-voided'))).status).toBe(200);
    const row = await s.db.query<{ status: string }>('SELECT status FROM docusign_envelopes WHERE envelope_id = $1', [envelopeId]);
    expect(row.rows[0].status).toBe('completed');
    expect((await current(user)).step).toBe('APPLICATION_COMPLETED');
  });

  it('events that settle nothing are acknowledged and change no step', async () => {
    const { user, envelopeId } = await withEnvelope();
    for (const event of ['envelope-sent', 'envelope-delivered', 'recipient-completed']) expect((await s.connect(s.fake.connectBody(envelopeId, event))).body).toEqual({ status: 'ignored' });
    expect((await current(user)).step).toBe('DOCUSIGN');
  });

  it('envelope-declined while signing cancels the application', async () => {
    const { user, envelopeId } = await withEnvelope();
    expect((await s.connect(s.fake.connectBody(envelopeId, 'envelope-declined'))).status).toBe(200);
    const view = await current(user);
    expect(view.step).toBe('APPLICATION_CANCELED');
    expect(view.outcome?.declined_signature).toBe(true);
  });

  it('the same message delivered twice at once is applied once', async () => {
    const { user, envelopeId } = await withEnvelope();
    const body = s.fake.connectBody(envelopeId, 'envelope-completed');
    const answers = await Promise.all([s.connect(body), s.connect(body), s.connect(body)]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const events = await s.db.query('SELECT 1 FROM docusign_connect_events WHERE envelope_id = $1', [envelopeId]);
    expect(events.rows).toHaveLength(1);
    const finished = await s.db.query("SELECT 1 FROM application_events WHERE application_id = (SELECT application_id FROM docusign_envelopes WHERE envelope_id = $1) AND type = 'signing_finished'", [envelopeId]);
    expect(finished.rows).toHaveLength(1);
    await drain(s.app);
    expect((await current(user)).step).toBe('APPLICATION_COMPLETED');
  });
});
