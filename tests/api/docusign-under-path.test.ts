import { dbTargets } from '../helpers/dbTargets';
import { docuSignSuite, postedMessage } from '../helpers/docusignSuite';
import { current } from '../helpers/loanFlow';

describe.each(dbTargets())('a deployment under https://cu.example.org/loans signing through DocuSign on $name', (target) => {
  const s = docuSignSuite(target, { PUBLIC_BASE_URL: 'https://cu.example.org/loans' });

  it('the return URL given to DocuSign keeps /loans; the return page posts to the origin', async () => {
    const maria = await s.atSigning();
    const appId = (await current(maria)).application_id;
    const url = await s.signingUrl(maria);
    const envelope = [...s.fake.envelopes.values()].find((e) => e.signer.clientUserId === appId)!;
    expect(envelope.returnUrls[0]).toMatch(/^https:\/\/cu\.example\.org\/loans\/esign\/return\/[A-Za-z0-9_-]{43}$/);
    // The proxy strips /loans: the server sees /esign/return/<token>.
    expect((await fetch(url)).status).toBe(200);
    const done = await fetch(`${url}/finish`, { redirect: 'manual' });
    const location = new URL(done.headers.get('location') ?? '');
    expect(location.pathname.startsWith('/loans/esign/return/')).toBe(true);
    const page = await maria.call('GET', `${location.pathname.replace(/^\/loans/, '')}${location.search}`);
    expect(page.status).toBe(200);
    expect(postedMessage(page)).toEqual({ type: 'signing_complete', appOrigin: 'https://cu.example.org' });
  });
});
