import type { ApplicationView } from '../../src/core/application';
import { EnvError, parseEnv } from '../../server/config/env';
import type { Db } from '../../server/db/db';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { current, drain, toProcessing } from '../helpers/loanFlow';
import { JAMES, MARIA, STRANGER } from '../helpers/people';
import { testApp, type TestApp } from '../helpers/testApp';

const expectExpired = async (user: Applicant) => {
  const r = await user.call('GET', 'application');
  expect(r.status).toBe(401);
  expect(errorOf(r).error_code).toBe('SESSION_EXPIRED');
};

describe('SESSION_MAX_AGE_SECONDS', () => {
  it('defaults to 4 hours and refuses values out of range, naming the variable', () => {
    expect(parseEnv({}).SESSION_MAX_AGE_SECONDS).toBe(14_400);
    expect(parseEnv({ SESSION_MAX_AGE_SECONDS: '3600' }).SESSION_MAX_AGE_SECONDS).toBe(3600);
    for (const bad of ['10', 'abc', '1.5', '99999999']) expect(() => parseEnv({ SESSION_MAX_AGE_SECONDS: bad })).toThrow(EnvError);
    expect(() => parseEnv({ SESSION_MAX_AGE_SECONDS: '10' })).toThrow(/SESSION_MAX_AGE_SECONDS/);
  });
});

describe.each(dbTargets())('session lifetime and revocation on $name', (target) => {
  let db: Db;
  let t: TestApp;
  const newUser = () => new Applicant(injectTransport(t.app));

  beforeAll(async () => {
    db = await target.open();
    t = await testApp(db, { env: { SESSION_MAX_AGE_SECONDS: '1800' } });
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  it('an active session ends at its absolute lifetime (SESSION_EXPIRED), and the view counts down to it', async () => {
    const maria = newUser();
    await maria.freshApplication(MARIA);
    t.clock.advance(600);
    expect((await maria.call('GET', 'application')).status).toBe(200);
    t.clock.advance(600);
    const late = await maria.call('POST', 'application/refresh-session');
    expect(late.status).toBe(200);
    // 1200 s of the 1800 s are gone: refreshing cannot give the full 900 s any more.
    expect((late.body as ApplicationView).expires_in_seconds).toBeLessThanOrEqual(600);
    t.clock.advance(601);
    await expectExpired(maria);
  });

  it('a new verification for the same application ends the older sessions', async () => {
    const phone = newUser();
    const laptop = newUser();
    const first = await phone.freshApplication(MARIA);
    const second = await laptop.signIn(MARIA);
    expect(second.application_id).toBe(first.application_id);
    await expectExpired(phone);
    expect((await laptop.call('GET', 'application')).status).toBe(200);
  });

  it('cancel: the canceled application can be read and the cancel replayed for 60 s, then the session is over', async () => {
    const maria = newUser();
    await maria.freshApplication(MARIA);
    expect((await maria.submit('cancel')).step).toBe('APPLICATION_CANCELED');
    expect((await maria.submit('cancel')).step).toBe('APPLICATION_CANCELED');
    t.clock.advance(30);
    expect((await current(maria)).step).toBe('APPLICATION_CANCELED');
    t.clock.advance(31);
    await expectExpired(maria);
  });

  it('declined offer ends the session like a cancel', async () => {
    const { app } = t;
    const maria = newUser();
    await toProcessing(maria, MARIA, 'CHK-1001-01');
    await drain(app);
    expect((await maria.submit('decline-offer')).step).toBe('APPLICATION_CANCELED');
    expect((await current(maria)).step).toBe('APPLICATION_CANCELED');
    t.clock.advance(61);
    await expectExpired(maria);
  });

  it('an application that ends in a job (denied) keeps its session 10 minutes, then it is over however active', async () => {
    const james = newUser();
    await toProcessing(james, JAMES, 'CHK-1002-01');
    await drain(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await current(james)).step).toBe('APPLICATION_DENIED');
      t.clock.advance(190);
    }
    t.clock.advance(31);
    await expectExpired(james);
  });

  it('a session that starts on a final application (a non-member) lasts 10 minutes', async () => {
    const stranger = newUser();
    const view = await stranger.signIn(STRANGER);
    expect(view.step).toBe('APPLICATION_DENIED');
    expect(view.expires_in_seconds).toBeLessThanOrEqual(600);
    t.clock.advance(590);
    expect((await stranger.call('GET', 'application')).status).toBe(200);
    t.clock.advance(11);
    await expectExpired(stranger);
  });
});
