import { Applicant, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { docuSignSuite, postedMessage } from '../helpers/docusignSuite';
import { current } from '../helpers/loanFlow';
import { CARLOS, MARIA } from '../helpers/people';

/** The public base of a deployment under a path: the proxy serves /loans/... from this server's /... */
const PUBLIC_BASE_URL = 'http://localhost/loans';

describe.each(dbTargets())('the DocuSign return page on $name', (target) => {
  const s = docuSignSuite(target, { PUBLIC_BASE_URL });
  const stepOf = async (appId: string) => (await s.db.query<{ step: string }>('SELECT step FROM applications WHERE id = $1', [appId])).rows[0].step;
  const returnedEvent = async (appId: string) =>
    (await s.db.query<{ returned_event: string | null }>('SELECT returned_event FROM docusign_envelopes WHERE application_id = $1', [appId])).rows[0].returned_event;

  /** Signs through the stand-in up to its redirect: the return URL DocuSign was given and the path this server sees (the proxy drops /loans). */
  async function returnOf(user: Applicant, event: string): Promise<{ returnUrl: string; path: string }> {
    s.fake.returnEvent = event;
    const url = await s.signingUrl(user);
    expect((await fetch(url)).status).toBe(200);
    const done = await fetch(`${url}/finish`, { redirect: 'manual' });
    const location = new URL(done.headers.get('location') ?? '');
    expect(location.pathname.startsWith('/loans/esign/return/')).toBe(true);
    return { returnUrl: location.href, path: `${location.pathname.slice('/loans'.length)}${location.search}` };
  }

  it('PUBLIC_BASE_URL with a path: the return URL keeps it; the page posts to the app at its origin', async () => {
    const maria = await s.atSigning();
    const appId = (await current(maria)).application_id;
    const { returnUrl, path } = await returnOf(maria, 'signing_complete');
    expect(returnUrl).toMatch(/^http:\/\/localhost\/loans\/esign\/return\/[A-Za-z0-9_-]{43}\?event=signing_complete$/);
    const page = await maria.call('GET', path);
    expect(page.status).toBe(200);
    expect(postedMessage(page)).toEqual({ type: 'signing_complete', appOrigin: 'http://localhost' });
    expect(await stepOf(appId)).toBe('AWAITING_SIGNATURE_CONFIRMATION');
  });

  it('without the session that started signing, a decline changes nothing: a page that checks once more, then asks to sign in again', async () => {
    const maria = await s.atSigning();
    const appId = (await current(maria)).application_id;
    const { path } = await returnOf(maria, 'decline');
    const stranger = new Applicant(injectTransport(s.app));
    const other = await s.atSigning(CARLOS, 'CHK-1006-01');

    const first = await stranger.call('GET', path);
    expect(first.status).toBe(200);
    expect(postedMessage(first)).toBeNull();
    expect(String(first.body)).toContain('One moment');
    const again = /id="return-again">([^<]*)</.exec(String(first.body))?.[1];
    expect(JSON.parse(again ?? '{}')).toEqual({ again: `${path.split('/').pop()!.split('?')[0]}?event=decline&again=1` });

    const second = await stranger.call('GET', `${path}&again=1`);
    expect(second.status).toBe(403);
    expect(String(second.body)).toContain('Please sign in again');
    expect(postedMessage(second)).toBeNull();
    expect(String(second.body)).not.toContain('return-again');
    // Another applicant's live session is not the one that started this signing.
    expect((await other.call('GET', `${path}&again=1`)).status).toBe(403);
    expect(await stepOf(appId)).toBe('DOCUSIGN');
    expect(await returnedEvent(appId)).toBeNull();

    // The member's own browser, with the cookie, declines as before.
    const own = await maria.call('GET', `${path}&again=1`);
    expect(own.status).toBe(200);
    expect(postedMessage(own)).toEqual({ type: 'cancel', appOrigin: 'http://localhost' });
    expect(await stepOf(appId)).toBe('APPLICATION_CANCELED');
  });

  it('a session ended by a new verification no longer counts: the return changes nothing', async () => {
    const maria = await s.atSigning();
    const appId = (await current(maria)).application_id;
    const { path } = await returnOf(maria, 'decline');
    const again = new Applicant(injectTransport(s.app));
    await again.signIn(MARIA);
    expect((await maria.call('GET', `${path}&again=1`)).status).toBe(403);
    expect(await stepOf(appId)).toBe('DOCUSIGN');
  });
});
