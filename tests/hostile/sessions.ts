import { callJson, CARLOS, EMILY, MARIA, signIn, STRANGER, type Applicant } from './applicants';

/** Sessions at various steps, and a live signing token, to fuzz the calls behind the cookie with. */
export interface SessionPool {
  /** Session ids (cookie values) of live applications, per product. */
  sids: Record<string, string[]>;
  /** A signing token from POST sign (the path parameter of /esign/s/{token}). */
  signingTokens: string[];
  /** Account ids the deposit step offered. */
  accountIds: string[];
}

async function submit(base: string, product: string, sid: string, step: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await callJson(base, 'POST', `/api/v1/${product}/application/${step}`, body, sid);
  if (r.answer.status !== 200) throw new Error(`${step} answered ${r.answer.status}: ${r.answer.body}`);
  return r.json;
}

async function waitForStep(base: string, product: string, sid: string, step: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await callJson(base, 'GET', `/api/v1/${product}/application`, undefined, sid);
    if (r.json.step === step) return r.json;
    if (Date.now() > deadline) throw new Error(`application stayed at ${String(r.json.step)}, not ${step}`);
    await new Promise((res) => setTimeout(res, 200));
  }
}

/** Signs in and fills the form steps; answers the session at OFFER_REVIEW and the account ids. */
async function toOfferReview(base: string, product: string, who: Applicant): Promise<{ sid: string; accounts: string[] }> {
  const { sid, view } = await signIn(base, product, who);
  const min = Number(view.min_loan_amount ?? 200);
  await submit(base, product, sid, 'loan-amount', { amount: min });
  await submit(base, product, sid, 'monthly-housing-expenses', { expenses: 900 });
  const atDeposit = await submit(base, product, sid, 'loan-purpose', { purpose: 'RENT' });
  const accounts = ((atDeposit.checking_accounts ?? []) as { account_id: string }[]).map((a) => a.account_id);
  await submit(base, product, sid, 'deposit-account', { account_id: accounts[0] });
  await submit(base, product, sid, 'complete-review', {});
  await waitForStep(base, product, sid, 'OFFER_REVIEW');
  return { sid, accounts };
}

/**
 * Walks demo members through the flow: Maria at LOAN_PURPOSE (microloan) and at LOAN_AMOUNT
 * (pal2), Carlos at OFFER_REVIEW, Emily at DOCUSIGN with a signing token, a stranger denied.
 */
export async function buildSessionPool(base: string): Promise<SessionPool> {
  const maria = await signIn(base, 'microloan', MARIA);
  await submit(base, 'microloan', maria.sid, 'loan-amount', { amount: Number(maria.view.min_loan_amount ?? 200) });
  await submit(base, 'microloan', maria.sid, 'monthly-housing-expenses', { expenses: 1200 });
  const mariaPal2 = await signIn(base, 'pal2', MARIA);
  const carlos = await toOfferReview(base, 'microloan', CARLOS);
  const emily = await toOfferReview(base, 'microloan', EMILY);
  const offers = ((await callJson(base, 'GET', '/api/v1/microloan/application', undefined, emily.sid)).json.loan_schedules ?? []) as { offer_id: string }[];
  await submit(base, 'microloan', emily.sid, 'select-offer', { offer_id: offers.at(-1)?.offer_id });
  await submit(base, 'microloan', emily.sid, 'accept-offer', {});
  const signed = await submit(base, 'microloan', emily.sid, 'sign', { language: 'en' });
  const token = /\/esign\/s\/([^/?#]+)/.exec(String(signed.signing_url))?.[1];
  const stranger = await signIn(base, 'microloan', STRANGER);
  return {
    sids: { microloan: [maria.sid, carlos.sid, emily.sid, stranger.sid], pal2: [mariaPal2.sid] },
    signingTokens: token ? [token] : [],
    accountIds: [...carlos.accounts, ...emily.accounts],
  };
}
