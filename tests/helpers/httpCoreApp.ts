import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import type { Db } from '../../server/db/db';
import type { Applicant } from './api';
import type { TestClock } from './clock';
import { startFaultyCore, type FaultyCore } from './faultyCore';
import { acceptLongestOffer, clearLedger, current, drain, signAs, toProcessing } from './loanFlow';
import type { Person } from './people';
import { startTestCore, type TestCore } from './referenceCore';
import { testApp } from './testApp';

/** Starting two databases, the reference core and the app takes long on a loaded machine. */
export const SETUP_TIMEOUT_MS = 180_000;

/** The app on its database, talking over HTTP to a reference core behind a stand-in whose faults the test sets. */
export interface HttpCoreSuite {
  core: TestCore;
  faulty: FaultyCore;
  db: Db;
  app: FastifyInstance;
  /** The environment the app was built with (to build a second process on the same database). */
  env: Record<string, string>;
  /** The app's clock and every line it logged. */
  clock: TestClock;
  log: string[];
}

/**
 * beforeAll/afterAll of a suite whose app uses CORE_BANKING_PROVIDER=http: a reference core on
 * its own database of `target`, a faulty stand-in in front of it (all calls pass until the test
 * sets `faulty.rule`), and the app on another database of `target` pointed at the stand-in. Each
 * test starts with the core's ledger empty (clearLedger), so it may fund a member funded before.
 */
export function httpCoreSuite(target: { open(): Promise<Db> }, env: Record<string, string> = {}): HttpCoreSuite {
  const suite = {} as HttpCoreSuite;
  beforeAll(async () => {
    suite.core = await startTestCore(target);
    suite.faulty = await startFaultyCore(suite.core.url, suite.core.token);
    suite.db = await target.open();
    suite.env = { CORE_BANKING_PROVIDER: 'http', CORE_BANKING_URL: suite.faulty.url, CORE_BANKING_TOKEN: suite.core.token, JOB_MAX_ATTEMPTS: '3', ...env };
    ({ app: suite.app, clock: suite.clock, log: suite.log } = await testApp(suite.db, { env: suite.env }));
  }, SETUP_TIMEOUT_MS);
  beforeEach(async () => {
    if (suite.faulty) suite.faulty.rule = () => 'pass';
    // A funded PAL stays the member's open loan: each test funds its member anew.
    if (suite.core) await clearLedger(suite.core.db);
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.db?.close();
    await suite.faulty?.close();
    await suite.core?.close();
  }, SETUP_TIMEOUT_MS);
  return suite;
}

/** A new application of `person` taken to FINALIZING_APPLICATION (decided, longest offer accepted, signed, confirmed), its fund job queued and not run. */
export async function toFinalizing(app: FastifyInstance, applicant: Applicant, person: Person, accountId: string): Promise<ApplicationView> {
  await toProcessing(applicant, person, accountId);
  await drain(app);
  await acceptLongestOffer(applicant, false);
  const { answer } = await signAs(applicant, `${person.firstName} ${person.lastName}`);
  if (answer.status !== 200) throw new Error(`signing answered ${answer.status}`);
  if (!(await app.jobs.runOne())) throw new Error('no confirm-signature job ran');
  const view = await current(applicant);
  if (view.step !== 'FINALIZING_APPLICATION') throw new Error(`expected FINALIZING_APPLICATION, got ${view.step}`);
  return view;
}
