import { dbTargets } from '../helpers/dbTargets';
import { docuSignSuite, postedMessage } from '../helpers/docusignSuite';
import { current, drain } from '../helpers/loanFlow';
import { RETURN_PAGE_TEXTS } from '../../server/adapters/docusign';

/**
 * Every event DocuSign returns an embedded signer with, as the app's signing events: the message
 * the return page posts (the built-in page's names), and what the server records.
 */
describe.each(dbTargets())('DocuSign return events on $name', (target) => {
  const s = docuSignSuite(target);
  const en = RETURN_PAGE_TEXTS.en;

  /** Signs in to DOCUSIGN, opens the view and finishes it with `event`: answers the user, the envelope id and the return page. */
  async function finishWith(event: string) {
    const user = await s.atSigning();
    const url = await s.signingUrl(user);
    s.fake.returnEvent = event;
    const envelopeId = [...s.fake.envelopes.values()].at(-1)!.id;
    const result = await s.finish(user, url);
    s.fake.returnEvent = 'signing_complete';
    expect(result.returnPath).toContain(`?event=${event}`);
    expect(result.page.status).toBe(200);
    return { user, envelopeId, ...result };
  }

  it('signing_complete -> signing_complete; the application waits for the confirmation', async () => {
    const { user, page } = await finishWith('signing_complete');
    expect(postedMessage(page)?.type).toBe('signing_complete');
    expect(String(page.body)).toContain(en.heading.signed);
    expect((await current(user)).step).toBe('AWAITING_SIGNATURE_CONFIRMATION');
  });

  it('id_check_failed -> id_check_failed; with Connect\'s recipient-authenticationfailed it ends in a processing error', async () => {
    const { user, envelopeId, page } = await finishWith('id_check_failed');
    expect(postedMessage(page)?.type).toBe('id_check_failed');
    expect((await current(user)).step).toBe('AWAITING_SIGNATURE_CONFIRMATION');
    expect((await s.connect(s.fake.connectBody(envelopeId, 'recipient-authenticationfailed'))).status).toBe(200);
    await drain(s.app);
    const view = await current(user);
    expect(view.step).toBe('APPLICATION_PROCESSING_ERROR');
    expect(view.outcome?.reasons).toEqual(['ID_CHECK_FAILED']);
  });

  it('decline -> cancel; recorded as a declined signature (canceled)', async () => {
    const { user, page } = await finishWith('decline');
    expect(postedMessage(page)?.type).toBe('cancel');
    const view = await current(user);
    expect(view.step).toBe('APPLICATION_CANCELED');
    expect(view.outcome?.declined_signature).toBe(true);
  });

  it('cancel (finish later) -> cancel; the app\'s cancel call cancels the application', async () => {
    const { user, page } = await finishWith('cancel');
    expect(postedMessage(page)).toEqual({ type: 'cancel', appOrigin: 'http://localhost' });
    expect((await current(user)).step).toBe('DOCUSIGN');
    expect((await user.call('POST', 'application/cancel')).status).toBe(200);
    expect((await current(user)).step).toBe('APPLICATION_CANCELED');
  });

  for (const event of ['session_timeout', 'ttl_expired', 'exception', 'fax_pending'] as const) {
    it(`${event} -> no message; the page says to reload, which opens a new session on the same envelope (the old return link stops working)`, async () => {
      const { user, envelopeId, page, returnPath } = await finishWith(event);
      expect(postedMessage(page)).toBeNull();
      expect(String(page.body)).not.toContain('<script');
      expect(String(page.body)).toContain(event === 'session_timeout' || event === 'ttl_expired' ? en.heading.ended : en.heading.error);
      expect((await current(user)).step).toBe('DOCUSIGN');
      await s.signingUrl(user);
      const envelope = s.fake.envelopes.get(envelopeId)!;
      expect(envelope.returnUrls).toHaveLength(2);
      expect([...s.fake.envelopes.values()].at(-1)!.id).toBe(envelopeId);
      const stale = await user.call('GET', returnPath);
      expect(stale.status).toBe(404);
      expect(postedMessage(stale)).toBeNull();
      await user.call('POST', 'application/cancel');
    });
  }

  it('an unknown or malformed return token gets the not-valid page and changes nothing', async () => {
    const user = await s.atSigning();
    await s.signingUrl(user);
    for (const path of [`/esign/return/${'A'.repeat(43)}?event=signing_complete`, '/esign/return/short?event=signing_complete']) {
      const page = await user.call('GET', path);
      expect(page.status).toBe(404);
      expect(String(page.body)).toContain(en.heading.invalid);
      expect(postedMessage(page)).toBeNull();
    }
    expect((await current(user)).step).toBe('DOCUSIGN');
    await user.call('POST', 'application/cancel');
  });

  it('the return page is in the envelope\'s language', async () => {
    const user = await s.atSigning();
    const url = await s.signingUrl(user, 'es');
    const { page } = await s.finish(user, url);
    expect(String(page.body)).toContain('<html lang="es">');
    expect(String(page.body)).toContain(RETURN_PAGE_TEXTS.es.heading.signed);
  });
});
