import type { FastifyInstance } from 'fastify';
import type { ApplicationView } from '../../src/core/application';
import type { Db } from '../../server/db/db';
import type { Applicant, Answer } from './api';
import type { Person } from './people';

/** Linda Johnson: core banking is unavailable for her. */
export const LINDA: Person = { firstName: 'Linda', lastName: 'Johnson', ssn: '100000005', phoneNumber: '2025550105', dob: '1995-05-05' };

/** Runs every due job now; answers how many ran. */
export function drain(app: FastifyInstance): Promise<number> {
  return app.jobs.drain();
}

/** A new application of `person` filled in (deposit to `accountId`) and submitted: at PROCESSING_APPLICATION. */
export async function toProcessing(applicant: Applicant, person: Person, accountId: string, amount = 500): Promise<ApplicationView> {
  await applicant.freshApplication(person);
  await applicant.submit('loan-amount', { amount });
  await applicant.submit('monthly-housing-expenses', { expenses: 1200 });
  await applicant.submit('loan-purpose', { purpose: 'RENT' });
  await applicant.submit('deposit-account', { account_id: accountId });
  return applicant.submit('complete-review');
}

/** The application as GET answers it. */
export async function current(applicant: Applicant): Promise<ApplicationView> {
  const r = await applicant.call('GET', 'application');
  if (r.status !== 200) throw new Error(`GET application answered ${r.status}`);
  return r.body as ApplicationView;
}

/** From OFFER_REVIEW: selects the last (longest) offer, optionally autopay, accepts: at DOCUSIGN. */
export async function acceptLongestOffer(applicant: Applicant, autopay: boolean): Promise<ApplicationView> {
  const view = await current(applicant);
  const offer = view.loan_schedules!.at(-1)!;
  await applicant.submit('select-offer', { offer_id: offer.offer_id });
  if (autopay) await applicant.submit('enable-automatic-payments', { is_automatic_payments_enabled: true });
  return applicant.submit('accept-offer');
}

/** The signing page of a signing URL and its CSP nonce. */
export async function openSigningPage(applicant: Applicant, url: string): Promise<{ page: Answer; nonce: string }> {
  const page = await applicant.call('GET', url);
  const csp = String(page.headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  return { page, nonce };
}

/** POST sign, then the signing page's Sign call with the typed name: answers that call. */
export async function signAs(applicant: Applicant, typedName: string): Promise<{ url: string; answer: Answer }> {
  const signed = await applicant.call('POST', 'application/sign', { language: 'en' });
  if (signed.status !== 200) throw new Error(`sign answered ${signed.status}: ${JSON.stringify(signed.body)}`);
  const url = (signed.body as { signing_url: string }).signing_url;
  const { page } = await openSigningPage(applicant, url);
  if (page.status !== 200) throw new Error(`signing page answered ${page.status}`);
  const answer = await applicant.call('POST', `${url}/complete`, { typed_name: typedName, consent: true }, { 'user-agent': 'vitest' });
  return { url, answer };
}

/** Count of rows of a query. */
export async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Empties the built-in ledger of `db` (its loans, schedules, autopay enrolments, disbursements
 * and postings): a booked PAL is the member's open loan (one PAL at a time), so a suite that
 * funds one demo member in several tests starts each of them without a loan.
 */
export async function clearLedger(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of ['ledger_entries', 'ledger_disbursements', 'autopay_enrolments', 'ledger_schedule', 'ledger_loans']) await tx.query(`DELETE FROM ${table}`);
  });
}
