import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import type { Db } from '../../server/db/db';
import { openPostgres } from '../../server/db/postgres';
import { fundJob } from '../../server/jobs/handlers/fund';
import type { JobRecord } from '../../server/jobs/jobsRepo';
import { applicationsRepo } from '../../server/repos/applications';
import { Applicant, injectTransport, type Answer, type Send } from './api';
import type { DbTarget } from './dbTargets';
import { acceptLongestOffer, count, current, drain, signAs } from './loanFlow';
import type { Person } from './people';
import { testApp } from './testApp';

/** An applicant of one product: every relative path goes under /api/v1/{product}/. */
export class ProductApplicant extends Applicant {
  constructor(send: Send, readonly product: string) {
    super(send);
  }

  override call(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.send(method, path.startsWith('/') ? path : `/api/v1/${this.product}/${path}`, body, this.cookie ? { cookie: this.cookie } : {});
  }
}

/** What racing two applications of one member to funding left behind. */
export interface RaceResult {
  /** The final step of each application. */
  steps: string[];
  /** Loans and disbursements of the member in the ledger. */
  loans: number;
  disbursements: number;
  /** The application that did not get the loan. */
  denied: ApplicationView;
  /** Its notices (kind, language). */
  deniedNotices: Array<{ kind: string; language: string }>;
  /** Applications of the member that ended in a processing error. */
  processingErrors: number;
}

/** A second server instance on the database of `db`: on PostgreSQL with a pool of its own (as another process has), on PGlite the same database. */
async function secondDb(target: DbTarget, db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (target.name !== 'postgres' || !url) return { db, close: async () => undefined };
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const own = openPostgres(url, rows[0].schema);
  return { db: own, close: () => own.close() };
}

/**
 * Two applications of `person` (one per product: microloan and pal2, as a member may have one
 * open application per product), both decided and approved, signed and confirmed before either
 * is funded; then their fund jobs run at the same time in two server instances (two workers), each
 * instance running both jobs, and every job left is drained by both. `ledgerDb` holds the ledger
 * (the app's database, or the reference core's).
 */
export async function raceToFunding(options: { target: DbTarget; app: FastifyInstance; db: Db; env: Record<string, string>; ledgerDb: Db; person: Person }): Promise<RaceResult> {
  const { app, db, person } = options;
  const applicants = [new ProductApplicant(injectTransport(app), 'microloan'), new ProductApplicant(injectTransport(app), 'pal2')];
  const amounts = [500, 1000];
  const ids: string[] = [];
  for (const [i, applicant] of applicants.entries()) {
    await applicant.freshApplication(person);
    await applicant.submit('loan-amount', { amount: amounts[i] });
    await applicant.submit('monthly-housing-expenses', { expenses: 1200 });
    await applicant.submit('loan-purpose', { purpose: 'RENT' });
    await applicant.submit('deposit-account', { account_id: i === 0 ? 'CHK-1001-01' : 'CHK-1001-02' });
    ids.push((await applicant.submit('complete-review')).application_id);
  }
  await drain(app);
  for (const applicant of applicants) {
    const view = await current(applicant);
    if (view.step !== 'OFFER_REVIEW') throw new Error(`expected OFFER_REVIEW, got ${view.step}`);
    await acceptLongestOffer(applicant, false);
    const { answer } = await signAs(applicant, `${person.firstName} ${person.lastName}`);
    if (answer.status !== 200) throw new Error(`signing answered ${answer.status}`);
  }
  // The two confirmations (due before the fund jobs they queue): both applications finalizing, neither funded.
  for (let i = 0; i < 2; i++) await app.jobs.runOne();
  for (const applicant of applicants) {
    const step = (await current(applicant)).step;
    if (step !== 'FINALIZING_APPLICATION') throw new Error(`expected both at FINALIZING_APPLICATION, got ${step}`);
  }

  const other = await secondDb(options.target, db);
  const second = await testApp(other.db, { env: options.env });
  try {
    const product = (id: string) => app.services.products.get(applicants[ids.indexOf(id)].product)!;
    const work = await Promise.all(ids.map(async (id) => ({
      id,
      application: (await applicationsRepo.get(db, id))!,
      job: (await db.query<JobRecord>("SELECT * FROM jobs WHERE application_id = $1 AND kind = 'fund'", [id])).rows[0],
    })));
    // Each instance runs both fund jobs, all four at once (a version conflict of a duplicate run is expected and retried by the drains).
    await Promise.allSettled([app, second.app].flatMap((instance) => work.map(({ id, application, job }) => fundJob.run({ services: instance.services, job, application, product: product(id) }))));
    await Promise.all([drain(app), drain(second.app)]);
  } finally {
    await second.app.close();
    await other.close();
  }

  const views = await Promise.all(applicants.map((a) => current(a)));
  const denied = views.find((v) => v.step === 'APPLICATION_DENIED') ?? views[1];
  const { rows: deniedNotices } = await db.query<{ kind: string; language: string }>('SELECT kind, language FROM notices WHERE application_id = $1', [denied.application_id]);
  const memberId = (await applicationsRepo.get(db, ids[0]))!.member_id;
  return {
    steps: views.map((v) => v.step),
    loans: await count(options.ledgerDb, 'SELECT count(*) AS n FROM ledger_loans WHERE member_id = $1', [memberId]),
    disbursements: await count(options.ledgerDb, 'SELECT count(*) AS n FROM ledger_disbursements d JOIN ledger_loans l ON l.id = d.loan_id WHERE l.member_id = $1', [memberId]),
    denied,
    deniedNotices,
    processingErrors: await count(db, "SELECT count(*) AS n FROM applications WHERE member_id = $1 AND step = 'APPLICATION_PROCESSING_ERROR'", [memberId]),
  };
}

/** What a race of two applications to funding must end in: one loan paid out, the other application denied PAL_LOAN_OPEN with its notice, no processing error. */
export function expectOneLoanOtherDenied(result: RaceResult): void {
  expect(result.steps.sort()).toEqual(['APPLICATION_COMPLETED', 'APPLICATION_DENIED']);
  expect(result.loans).toBe(1);
  expect(result.disbursements).toBe(1);
  expect(result.denied.outcome).toEqual({ reasons: ['PAL_LOAN_OPEN'] });
  expect(result.deniedNotices).toEqual([{ kind: 'adverse_action', language: 'en' }]);
  expect(result.processingErrors).toBe(0);
}
