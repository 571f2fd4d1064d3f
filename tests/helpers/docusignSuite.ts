import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { Applicant, injectTransport, type Answer } from './api';
import { FakeDocuSign } from './fakeDocuSign';
import { acceptLongestOffer, clearLedger, drain, toProcessing } from './loanFlow';
import { MARIA, type Person } from './people';
import { testApp, type TestApp } from './testApp';

/** An RSA key pair as DocuSign's integration settings give it (PKCS#1 PEM private key). */
export function docuSignKeyPair(): { privatePem: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(), publicKey };
}

/** The ids of a DocuSign integration, and a Connect HMAC key. */
export function docuSignIds() {
  return { integrationKey: randomUUID(), userId: randomUUID(), accountId: randomUUID(), hmacKey: randomBytes(32).toString('base64') };
}

/** The environment that turns DocuSign on against `fake` (the REST base path comes from its /oauth/userinfo). */
export function docuSignEnv(fake: FakeDocuSign, privatePem: string): Record<string, string> {
  const o = fake.options;
  return {
    ESIGN_PROVIDER: 'docusign', DOCUSIGN_INTEGRATION_KEY: o.integrationKey, DOCUSIGN_USER_ID: o.userId, DOCUSIGN_ACCOUNT_ID: o.accountId,
    DOCUSIGN_PRIVATE_KEY: privatePem, DOCUSIGN_OAUTH_BASE: fake.oauthBase, DOCUSIGN_CONNECT_HMAC_KEY: o.hmacKey,
  };
}

/** A suite's app on a fresh database with DocuSign on, against a stand-in started for it. */
export interface DocuSignSuite {
  t: TestApp;
  db: Db;
  fake: FakeDocuSign;
  app: FastifyInstance;
  /** A new applicant of `person` at DOCUSIGN. */
  atSigning(person?: Person, account?: string): Promise<Applicant>;
  /** POST application/sign: answers the signing URL (fails unless 200). */
  signingUrl(user: Applicant, language?: 'en' | 'es'): Promise<string>;
  /** Opens the recipient view, finishes it (with fake.returnEvent) and opens the return page it redirects to. */
  finish(user: Applicant, signingUrl: string): Promise<{ returnPath: string; page: Answer }>;
  /** POSTs a Connect message to the webhook (signed with the configured key unless `signature` is given). */
  connect(body: string, signature?: string | null): Promise<Answer>;
}

/**
 * One app and one DocuSign stand-in for a suite (beforeAll/afterAll). The stand-in judges tokens
 * by the app's clock. Jobs back off 60 s (advance the clock to retry). Each test starts with the
 * built-in ledger empty (clearLedger).
 */
export function docuSignSuite(target: { open(): Promise<Db> }, env: Record<string, string> = {}): DocuSignSuite {
  const keys = docuSignKeyPair();
  const suite = {} as DocuSignSuite;
  suite.fake = new FakeDocuSign({ ...docuSignIds(), publicKey: keys.publicKey, now: () => (suite.t ? suite.t.clock.now() : new Date()) });
  beforeAll(async () => {
    await suite.fake.start();
    suite.db = await target.open();
    suite.t = await testApp(suite.db, { env: { ...docuSignEnv(suite.fake, keys.privatePem), JOB_BACKOFF_MS: '60000', ...env } });
    suite.app = suite.t.app;
  });
  // A funded PAL stays the member's open loan (one PAL at a time): each test funds Maria anew.
  beforeEach(async () => {
    if (suite.db) await clearLedger(suite.db);
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.db?.close();
    await suite.fake.stop();
  });
  suite.atSigning = async (person = MARIA, account = 'CHK-1001-02') => {
    const user = new Applicant(injectTransport(suite.app));
    await toProcessing(user, person, account);
    await drain(suite.app);
    expect((await acceptLongestOffer(user, false)).step).toBe('DOCUSIGN');
    return user;
  };
  suite.signingUrl = async (user, language = 'en') => {
    const r = await user.call('POST', 'application/sign', { language });
    if (r.status !== 200) throw new Error(`sign answered ${r.status}: ${JSON.stringify(r.body)}`);
    return (r.body as { signing_url: string }).signing_url;
  };
  suite.finish = async (user, signingUrl) => {
    expect((await fetch(signingUrl)).status).toBe(200);
    const done = await fetch(`${signingUrl}/finish`, { redirect: 'manual' });
    expect(done.status).toBe(302);
    const location = new URL(done.headers.get('location') ?? '');
    const returnPath = `${location.pathname}${location.search}`;
    return { returnPath, page: await user.call('GET', returnPath) };
  };
  suite.connect = (body, signature) => {
    const headers: Record<string, string> = signature === null ? {} : { 'x-docusign-signature-1': signature ?? suite.fake.sign(body) };
    return new Applicant(injectTransport(suite.app)).send('POST', '/api/webhooks/docusign', body, headers);
  };
  return suite;
}

/** The message a return page posts (its config), or null when it posts none. */
export function postedMessage(page: Answer): { type: string; appOrigin: string } | null {
  const json = /<script type="application\/json" id="return-config">([^<]*)<\/script>/.exec(String(page.body))?.[1];
  return json ? (JSON.parse(json) as { type: string; appOrigin: string }) : null;
}
