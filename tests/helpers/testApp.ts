import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app/buildApp';
import type { Db } from '../../server/db/db';
import { testClock, type TestClock } from './clock';

/** A fixed test key (base64 of 32 bytes). */
export const TEST_KEY = Buffer.alloc(32, 7).toString('base64');

/** An app under test with its clock and captured log. */
export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** Every log line written so far. */
  log: string[];
}

/** Builds the app on `db` in local mode with generous limits, a test clock and a captured log. */
export async function testApp(db: Db, options: BuildAppOptions = {}): Promise<TestApp> {
  const clock = testClock();
  const log: string[] = [];
  const app = await buildApp({
    db,
    now: clock.now,
    logStream: { write: (line) => void log.push(line) },
    ...options,
    // JOBS=off: tests run jobs with `app.jobs.drain()` (or turn the worker on); no back-off, so a drain runs every retry.
    env: { NODE_ENV: 'test', ENCRYPTION_KEY: TEST_KEY, ALLOW_PRINT_ONLY_NOTICES: '1', LOG_LEVEL: 'info', DATA_DIR: mkdtempSync(join(tmpdir(), 'ml-')), JOBS: 'off', JOB_BACKOFF_MS: '0', NOTICE_BACKOFF_MS: '0', ...options.env },
    limits: { appliesPerPhonePerHour: 1000, appliesPerDevicePerHour: 1000, identityRequestsPerIpPerMinute: 100000, ...options.limits },
  });
  return { app, clock, log };
}

/** The app of a test suite and its database, filled in by the suite's beforeAll. */
export interface SuiteApp extends TestApp {
  db: Db;
}

/**
 * One app on a fresh database of `target` for the whole suite: opened in beforeAll, closed in
 * afterAll. Read its fields inside tests (they are set once beforeAll has run).
 */
export function suiteApp(target: { open(): Promise<Db> }, options: BuildAppOptions = {}): SuiteApp {
  const suite = {} as SuiteApp;
  beforeAll(async () => {
    suite.db = await target.open();
    Object.assign(suite, await testApp(suite.db, options));
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.db?.close();
  });
  return suite;
}
