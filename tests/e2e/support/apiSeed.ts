import type { APIResponse, Page } from 'playwright-core';
import { latestCode } from '../harness/server';
import { BASE as API } from '../../helpers/api';
import type { Applicant, Lang } from './flow';

/** Where the API-made application stops: the first form step, the review, or submitted (processing). */
export type SeedStop = 'loan-amount' | 'review' | 'processing';

/** The form steps' answers: the amount (1,000 unless given); housing 1,200, Rent and the member's first checking account, as `fillSteps` types by default. */
export interface SeedValues {
  amount?: number;
}

interface View { step: string; checking_accounts?: Array<{ account_id: string }> }

async function json<T>(answer: APIResponse, call: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${call} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * A member's way from /apply up to `stop`, made over the JSON API in the page's own browser
 * context: the calls carry its cookies and client address (the suite's X-Forwarded-For), the
 * session cookie verify sets lands in the context, so the page then opens the application where
 * the server says it is. Apply and verify send the language as the app does. For files whose
 * subject is a later screen: the apply and code screens are walked in the browser by the members,
 * otp, keyboard, noScript and screenDetails files. Ends on the page of `stop`.
 */
export async function applyOverApi(page: Page, baseUrl: string, who: Applicant, lang: Lang, stop: SeedStop, values: SeedValues = {}): Promise<void> {
  const since = Date.now() - 2000;
  const { otp_token } = await json<{ otp_token: string }>(
    await page.request.post(`${API}/apply`, {
      data: { firstName: who.first, lastName: who.last, ssn: who.ssn, phoneNumber: who.phone, dob: who.dob, language: lang },
      headers: { 'accept-language': lang },
    }),
    'apply',
  );
  const code = await latestCode(baseUrl, who.phone, since);
  let view = await json<View>(await page.request.post(`${API}/application/otp/verify`, { data: { otp_token, code, language: lang, visitor_id: `seed-${who.phone}` } }), 'verify');
  if (view.step !== 'LOAN_AMOUNT') throw new Error(`${who.first} verified at ${view.step}, not at the loan amount: an application of an earlier test is open`);
  const step = async (path: string, body: unknown) => (view = await json<View>(await page.request.post(`${API}/application/${path}`, { data: body }), path));
  if (stop !== 'loan-amount') {
    await step('loan-amount', { amount: values.amount ?? 1000 });
    await step('monthly-housing-expenses', { expenses: 1200 });
    await step('loan-purpose', { purpose: 'RENT' });
    const account = view.checking_accounts?.[0]?.account_id;
    if (!account) throw new Error(`${who.first} has no checking account`);
    await step('deposit-account', { account_id: account });
    if (stop === 'processing') await step('complete-review', undefined);
  }
  const path = { 'loan-amount': '/application/loan-amount', review: '/application/review', processing: '/application/processing' }[stop];
  await page.goto(path);
}
