import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { acceptLongestOffer, clearLedger, drain, openSigningPage, toProcessing } from '../helpers/loanFlow';
import { CARLOS, MARIA } from '../helpers/people';
import { suiteApp } from '../helpers/testApp';

describe.each(dbTargets())('the signing link is bound to the applicant on $name', (target) => {
  const t = suiteApp(target);
  const newUser = () => new Applicant(injectTransport(t.app));
  // A funded PAL stays the member's open loan (one PAL at a time): the jobs of the test before
  // run to their end, then the ledger is emptied, so each test starts Maria's application anew.
  beforeEach(async () => {
    await drain(t.app);
    await clearLedger(t.db);
  });

  /** A new applicant of `person` at DOCUSIGN. */
  async function atSigning(person = MARIA, account = 'CHK-1001-02'): Promise<Applicant> {
    const user = newUser();
    await toProcessing(user, person, account);
    await drain(t.app);
    expect((await acceptLongestOffer(user, false)).step).toBe('DOCUSIGN');
    return user;
  }

  const signingUrl = async (user: Applicant) => {
    const r = await user.call('POST', 'application/sign', { language: 'en' });
    expect(r.status).toBe(200);
    return (r.body as { signing_url: string }).signing_url;
  };

  it('a new link voids the earlier ones', async () => {
    const maria = await atSigning();
    const first = await signingUrl(maria);
    const second = await signingUrl(maria);
    expect(second).not.toBe(first);
    expect((await openSigningPage(maria, first)).page.status).toBe(409);
    const late = await maria.call('POST', `${first}/complete`, { typed_name: 'Maria Garcia', consent: true });
    expect(late.status).toBe(409);
    expect(errorOf(late).error_code).toBe('SIGNING_LINK_USED');
    expect(errorOf(await maria.call('POST', `${first}/decline`, {})).error_code).toBe('SIGNING_LINK_USED');
    expect((await openSigningPage(maria, second)).page.status).toBe(200);
    expect((await maria.call('POST', `${second}/complete`, { typed_name: 'Maria Garcia', consent: true })).status).toBe(200);
  });

  it('the link is refused without the session cookie and with another applicant\'s session; the applicant can still sign', async () => {
    const carlos = await atSigning(CARLOS, 'CHK-1006-01');
    const url = await signingUrl(carlos);
    const stranger = newUser();
    const other = await atSigning();
    for (const who of [stranger, other]) {
      const page = await openSigningPage(who, url);
      expect(page.page.status).toBe(404);
      expect(String(page.page.body)).not.toContain('Carlos');
      const sign = await who.call('POST', `${url}/complete`, { typed_name: 'Carlos Rivera', consent: true });
      expect(sign.status).toBe(404);
      expect(errorOf(sign).error_code).toBe('SIGNING_LINK_INVALID');
      expect(errorOf(await who.call('POST', `${url}/decline`, {})).error_code).toBe('SIGNING_LINK_INVALID');
    }
    expect((await openSigningPage(carlos, url)).page.status).toBe(200);
    expect((await carlos.call('POST', `${url}/complete`, { typed_name: 'Carlos Rivera', consent: true })).status).toBe(200);
  });

  it('the link stops working when its session is replaced by a new verification', async () => {
    const maria = await atSigning();
    const url = await signingUrl(maria);
    const again = newUser();
    expect((await again.signIn(MARIA)).step).toBe('DOCUSIGN');
    expect((await openSigningPage(maria, url)).page.status).toBe(404);
    expect((await openSigningPage(again, url)).page.status).toBe(404);
    const fresh = await signingUrl(again);
    expect((await openSigningPage(again, fresh)).page.status).toBe(200);
    await again.call('POST', 'application/cancel');
  });

  it('the signing token is never written to the log', async () => {
    const maria = await atSigning();
    const url = await signingUrl(maria);
    const token = url.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const from = t.log.length;
    expect((await openSigningPage(maria, url)).page.status).toBe(200);
    await maria.call('POST', `${url}/complete`, { typed_name: 'Someone Else', consent: true });
    await maria.call('GET', `${url}/nothing-here?x=1`);
    await newUser().call('POST', `${url}/decline`, {});
    const lines = t.log.slice(from).join('');
    expect(lines).toContain('/esign/s/[redacted]');
    expect(lines).not.toContain(token);
    await maria.call('POST', 'application/cancel');
  });
});
