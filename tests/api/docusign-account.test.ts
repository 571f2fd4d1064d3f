import { randomUUID } from 'node:crypto';
import { EnvError } from '../../server/config/env';
import type { Db } from '../../server/db/db';
import { dbTargets } from '../helpers/dbTargets';
import { docuSignEnv, docuSignIds, docuSignKeyPair, docuSignSuite } from '../helpers/docusignSuite';
import { FakeDocuSign } from '../helpers/fakeDocuSign';
import { current, drain } from '../helpers/loanFlow';
import { testApp } from '../helpers/testApp';

const ACCOUNT_NUMBER = '12345678';

describe.each(dbTargets())('DOCUSIGN_ACCOUNT_ID as the account number, on $name', (target) => {
  const s = docuSignSuite(target, { DOCUSIGN_ACCOUNT_ID: ACCOUNT_NUMBER });

  it('is resolved at start to the account GUID Connect carries: Connect is applied and the member is funded', async () => {
    expect(s.fake.accountNumber).toBe(ACCOUNT_NUMBER);
    const maria = await s.atSigning();
    const url = await s.signingUrl(maria);
    const appId = (await current(maria)).application_id;
    const [envelope] = [...s.fake.envelopes.values()].filter((e) => e.signer.clientUserId === appId);
    await s.finish(maria, url);
    const connect = await s.connect(s.fake.connectBody(envelope.id, 'envelope-completed'));
    expect([connect.status, connect.body]).toEqual([200, { status: 'applied' }]);
    await drain(s.app);
    expect((await current(maria)).step).toBe('APPLICATION_COMPLETED');
    expect(s.fake.userInfoCalls).toBe(1);
  });
});

describe.each(dbTargets())('resolving the DocuSign account at start, on $name', (target) => {
  const keys = docuSignKeyPair();
  const fake = new FakeDocuSign({ ...docuSignIds(), publicKey: keys.publicKey });
  let db: Db;
  beforeAll(async () => {
    await fake.start();
    fake.otherAccounts = [{ account_id: randomUUID(), account_name: 'Sandbox', is_default: true }];
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
    await fake.stop();
  });

  /** The error buildApp stops with under `env` (fails the test when it starts). */
  async function refusal(env: Record<string, string>): Promise<Error> {
    const started = await testApp(db, { env: { ...docuSignEnv(fake, keys.privatePem), ...env } }).then(async (t) => {
      await t.app.close();
      return null;
    }, (e: unknown) => e as Error);
    if (!started) throw new Error('the app started');
    return started;
  }

  it('an account that is not among the user\'s accounts stops start-up, naming the variable and the accounts', async () => {
    for (const id of [randomUUID(), '99999999']) {
      const error = await refusal({ DOCUSIGN_ACCOUNT_ID: id });
      expect(error).toBeInstanceOf(EnvError);
      expect(error.message).toContain(`DOCUSIGN_ACCOUNT_ID ${id} is not among the accounts of DOCUSIGN_USER_ID`);
      expect(error.message).toContain(`Harbor CCU ${fake.options.accountId}`);
      expect(error.message).toContain('Sandbox');
    }
  });

  it('DOCUSIGN_BASE_PATH naming another site than the account\'s stops start-up; the account\'s own is accepted', async () => {
    const error = await refusal({ DOCUSIGN_BASE_PATH: 'http://127.0.0.1:9/restapi' });
    expect(error).toBeInstanceOf(EnvError);
    expect(error.message).toContain(`DOCUSIGN_BASE_PATH is http://127.0.0.1:9/restapi but DocuSign serves the account ${fake.options.accountId} at ${fake.basePath}`);
    const t = await testApp(db, { env: { ...docuSignEnv(fake, keys.privatePem), DOCUSIGN_BASE_PATH: fake.basePath } });
    expect(String((await t.app.inject({ method: 'GET', url: '/apply' })).headers['content-security-policy'])).toContain(`frame-src 'self' ${fake.baseUrl}`);
    await t.app.close();
  });
});
