import { FakeDocuSign } from '../helpers/fakeDocuSign';
import { docuSignEnv, docuSignIds, docuSignKeyPair } from '../helpers/docusignSuite';
import { useSuite } from './support/setup';
import { MEMBERS, T } from './support/flow';
import { applyOverApi } from './support/apiSeed';
import { chooseOffer, toCompletion } from './support/memberFlow';

/**
 * Maria signs through the DocuSign adapter (ESIGN_PROVIDER=docusign) against a DocuSign stand-in
 * on 127.0.0.1: the sign screen frames the recipient view (the CSP's frame-src allows the
 * stand-in's origin), Finish sends the frame to our return page with event=signing_complete,
 * which tells the app; Connect's envelope-completed (sent by the stand-in after the redirect,
 * signed with the HMAC key) lets the confirmation fetch the signed PDF; the flow ends completed.
 */
describe('signing through DocuSign', () => {
  const keys = docuSignKeyPair();
  const fake = new FakeDocuSign({ ...docuSignIds(), publicKey: keys.publicKey });
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await fake.start();
    Object.assign(env, docuSignEnv(fake, keys.privatePem));
  });
  afterAll(async () => {
    await fake.stop();
  });
  const suite = useSuite(env);

  it('en: Maria signs her agreement in the DocuSign frame and ends on the completed screen', async () => {
    fake.connect = { url: `${suite.server.baseUrl}/api/webhooks/docusign`, timing: 'after-return' };
    const lang = 'en';
    const who = MEMBERS.maria;
    const page = await suite.page(lang, 'desktop');
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await applyOverApi(page, suite.server.baseUrl, who, lang, 'processing');
    await chooseOffer(page, lang, false);

    const frameElement = page.getByTitle(T[lang].signFrame);
    await frameElement.waitFor();
    expect(await frameElement.getAttribute('src')).toMatch(new RegExp(`^${fake.baseUrl}/signing/`));
    const frame = frameElement.contentFrame();
    await frame.getByRole('heading', { name: 'DocuSign stand-in' }).waitFor();
    await frame.getByRole('button', { name: 'Finish' }).click();

    await page.getByRole('heading', { level: 1, name: T[lang].confirmationTitle }).or(page.getByRole('heading', { level: 1, name: T[lang].finalizingTitle }))
      .or(page.getByRole('heading', { level: 1, name: T[lang].completedTitle })).waitFor({ timeout: 30000 });
    await toCompletion(page, lang, false);
    expect(blocked).toEqual([]);
    const [envelope] = [...fake.envelopes.values()];
    expect(envelope.status).toBe('completed');
    expect(envelope.returnUrls[0]).toMatch(new RegExp(`^${suite.server.baseUrl}/esign/return/`));
    expect(fake.calls.filter((c) => c.path.endsWith('/documents/combined')).map((c) => c.status)).toEqual([200]);
    expect(fake.grantRefusals).toEqual([]);
    expect(fake.tokensIssued).toBe(1);
  });
});
