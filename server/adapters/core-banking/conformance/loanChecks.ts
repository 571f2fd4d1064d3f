import { isDeepStrictEqual } from 'node:util';
import type { LedgerDisbursement, LedgerLoan } from '../../ledger/ledgerStore';
import type { ContractError } from '../contractTypes';
import { keyOf, type Check, type SuiteContext } from './context';
import { CheckFailure, expectAnswer, expectThat, type ProbeAnswer } from './probe';

const book = (ctx: SuiteContext, body: unknown, key?: string) => ctx.probe.send({ method: 'POST', path: '/loans', body, idempotencyKey: key });

/** Booking: the key is required, refusals store nothing, replays answer the same, one loan per application, parallel calls book once. */
export const BOOKING_CHECKS: Check[] = [
  {
    name: 'book: without Idempotency-Key -> 400',
    async run(ctx) {
      expectAnswer(await book(ctx, ctx.main), 'bookLoan', [400], 'IDEMPOTENCY_KEY_MISSING');
    },
  },
  {
    name: 'book: invalid body -> 400',
    async run(ctx) {
      const { schedule: _schedule, ...withoutSchedule } = ctx.main;
      expectAnswer(await book(ctx, withoutSchedule, keyOf(ctx, 'invalid')), 'bookLoan', [400], 'VALIDATION_ERROR');
      expectAnswer(await book(ctx, { ...ctx.main, terms: { ...ctx.main.terms, principal: -5 } }, keyOf(ctx, 'negative')), 'bookLoan', [400], 'VALIDATION_ERROR');
    },
  },
  {
    name: 'book: deposit account not a checking account -> 422',
    async run(ctx) {
      const body = { ...ctx.main, deposit_account_id: ctx.data.member.not_checking_account_id };
      expectAnswer(await book(ctx, body, keyOf(ctx, 'savings')), 'bookLoan', [422], 'UNPROCESSABLE');
    },
  },
  {
    name: 'book: maturity date not the last payment\'s -> 422',
    async run(ctx) {
      expectAnswer(await book(ctx, { ...ctx.main, maturity_date: ctx.today }, keyOf(ctx, 'maturity')), 'bookLoan', [422], 'UNPROCESSABLE');
    },
  },
  {
    name: 'book: unknown member -> 404',
    async run(ctx) {
      expectAnswer(await book(ctx, { ...ctx.other, member_id: ctx.data.unknown_member_id }, keyOf(ctx, 'unknown-member')), 'bookLoan', [404], 'NOT_FOUND');
    },
  },
  {
    name: 'book: 201 with the loan (after the refusals above booked nothing)',
    async run(ctx) {
      const loan = expectAnswer<LedgerLoan>(await book(ctx, ctx.main, keyOf(ctx, 'book')), 'bookLoan', [201]);
      expectThat(loan.application_id === ctx.main.application_id && loan.member_id === ctx.main.member_id, 'the loan answers another application or member');
      expectThat(loan.terms.amount_financed === ctx.main.terms.amount_financed && loan.schedule.length === ctx.main.schedule.length, 'the loan\'s terms or schedule differ from the booking');
      expectThat(isDeepStrictEqual(loan.core_codes, ctx.main.core_codes), `the loan's core_codes ${JSON.stringify(loan.core_codes)} differ from the booking's`);
      expectThat(loan.payment_frequency === ctx.main.payment_frequency && loan.maturity_date === ctx.main.maturity_date, `the loan's payment frequency or maturity date (${loan.payment_frequency}, ${loan.maturity_date}) differ from the booking's`);
      ctx.loan = loan;
      return `loan ${loan.loan_id}`;
    },
  },
  {
    name: 'book: same key, same body -> the same answer',
    needs: ['loan'],
    async run(ctx) {
      const replay = await book(ctx, ctx.main, keyOf(ctx, 'book'));
      const again = expectAnswer<LedgerLoan>(replay, 'bookLoan', [201]);
      expectThat(isDeepStrictEqual(again, ctx.loan), `the replay answered another body (loan ${again.loan_id}, first ${ctx.loan?.loan_id})`);
      return replay.headers.get('idempotent-replayed') === 'true' ? 'Idempotent-Replayed: true' : undefined;
    },
  },
  {
    name: 'book: same key, another body -> 422 IDEMPOTENCY_KEY_REUSED',
    needs: ['loan'],
    async run(ctx) {
      expectAnswer(await book(ctx, ctx.other, keyOf(ctx, 'book')), 'bookLoan', [422], 'IDEMPOTENCY_KEY_REUSED');
    },
  },
  {
    name: 'book: another key, same application -> 409 LOAN_EXISTS naming the loan',
    needs: ['loan'],
    async run(ctx) {
      const error = expectAnswer<ContractError>(await book(ctx, ctx.main, keyOf(ctx, 'book-again')), 'bookLoan', [409], 'LOAN_EXISTS');
      const named = (error.error.details as { loan_id?: unknown } | null)?.loan_id;
      expectThat(named === ctx.loan?.loan_id, `details.loan_id is ${JSON.stringify(named)}, expected ${ctx.loan?.loan_id}`);
    },
  },
  {
    name: 'book: 6 parallel calls with one key -> one loan',
    async run(ctx) {
      const answers: ProbeAnswer[] = await Promise.all(Array.from({ length: 6 }, () => book(ctx, ctx.other, keyOf(ctx, 'burst'))));
      const loans = answers.filter((a) => a.status === 201).map((a) => expectAnswer<LedgerLoan>(a, 'bookLoan', [201]));
      for (const a of answers.filter((x) => x.status !== 201)) expectAnswer(a, 'bookLoan', [409], 'IDEMPOTENCY_KEY_IN_USE');
      expectThat(loans.length > 0, 'no call of the burst booked the loan');
      expectThat(new Set(loans.map((l) => l.loan_id)).size === 1, `the burst booked ${new Set(loans.map((l) => l.loan_id)).size} loans`);
      const after = await book(ctx, ctx.other, keyOf(ctx, 'burst-check'));
      const error = expectAnswer<ContractError>(after, 'bookLoan', [409], 'LOAN_EXISTS');
      expectThat((error.error.details as { loan_id?: unknown } | null)?.loan_id === loans[0].loan_id, 'LOAN_EXISTS names another loan than the burst answered');
      ctx.otherLoan = loans[0];
      return `${loans.length} x 201, ${answers.length - loans.length} x 409 in use`;
    },
  },
  {
    name: 'loan by id; unknown loan -> 404',
    needs: ['loan'],
    async run(ctx) {
      const loan = expectAnswer<LedgerLoan>(await ctx.probe.send({ method: 'GET', path: `/loans/${encodeURIComponent(ctx.loan?.loan_id ?? '')}` }), 'getLoan', [200]);
      expectThat(loan.loan_id === ctx.loan?.loan_id && loan.status === 'booked', `GET /loans/{id} answered ${loan.loan_id} (${loan.status})`);
      expectAnswer(await ctx.probe.send({ method: 'GET', path: `/loans/${encodeURIComponent(ctx.data.unknown_loan_id)}` }), 'getLoan', [404], 'NOT_FOUND');
    },
  },
];

const disburse = (ctx: SuiteContext, body: unknown, key?: string, loanId = ctx.loan?.loan_id ?? '') =>
  ctx.probe.send({ method: 'POST', path: `/loans/${encodeURIComponent(loanId)}/disbursements`, body, idempotencyKey: key });

/** Disbursing: the same rules, once per loan, only the amount financed into a checking account. */
export const DISBURSEMENT_CHECKS: Check[] = [
  {
    name: 'disburse: without Idempotency-Key -> 400; wrong amount or account -> 422; unknown loan -> 404',
    needs: ['loan'],
    async run(ctx) {
      const body = { account_id: ctx.data.member.checking_account_id, amount: ctx.main.terms.amount_financed };
      expectAnswer(await disburse(ctx, body), 'disburseLoan', [400], 'IDEMPOTENCY_KEY_MISSING');
      expectAnswer(await disburse(ctx, { ...body, amount: body.amount + 1 }, keyOf(ctx, 'disburse-amount')), 'disburseLoan', [422], 'UNPROCESSABLE');
      expectAnswer(await disburse(ctx, { ...body, account_id: ctx.data.member.not_checking_account_id }, keyOf(ctx, 'disburse-savings')), 'disburseLoan', [422], 'UNPROCESSABLE');
      expectAnswer(await disburse(ctx, body, keyOf(ctx, 'disburse-unknown'), ctx.data.unknown_loan_id), 'disburseLoan', [404], 'NOT_FOUND');
    },
  },
  {
    name: 'disburse: 201 with the disbursement',
    needs: ['loan'],
    async run(ctx) {
      const paid = expectAnswer<LedgerDisbursement>(await disburse(ctx, { account_id: ctx.data.member.checking_account_id, amount: ctx.main.terms.amount_financed }, keyOf(ctx, 'disburse')), 'disburseLoan', [201]);
      expectThat(paid.loan_id === ctx.loan?.loan_id && paid.amount === ctx.main.terms.amount_financed, 'the disbursement answers another loan or amount');
      ctx.disbursement = paid;
      return `disbursement ${paid.disbursement_id} (${paid.status})`;
    },
  },
  {
    name: 'disburse: same key, same body -> the same answer; another body -> 422',
    needs: ['disbursement'],
    async run(ctx) {
      const body = { account_id: ctx.data.member.checking_account_id, amount: ctx.main.terms.amount_financed };
      const again = expectAnswer<LedgerDisbursement>(await disburse(ctx, body, keyOf(ctx, 'disburse')), 'disburseLoan', [201]);
      expectThat(isDeepStrictEqual(again, ctx.disbursement), 'the replay answered another body');
      expectAnswer(await disburse(ctx, { ...body, amount: body.amount + 0.01 }, keyOf(ctx, 'disburse')), 'disburseLoan', [422], 'IDEMPOTENCY_KEY_REUSED');
    },
  },
  {
    name: 'disburse: another key -> 409 DISBURSEMENT_EXISTS; the loan is disbursed',
    needs: ['disbursement'],
    async run(ctx) {
      const body = { account_id: ctx.data.member.checking_account_id, amount: ctx.main.terms.amount_financed };
      const error = expectAnswer<ContractError>(await disburse(ctx, body, keyOf(ctx, 'disburse-again')), 'disburseLoan', [409], 'DISBURSEMENT_EXISTS');
      const named = (error.error.details as { disbursement_id?: unknown } | null)?.disbursement_id;
      if (named !== ctx.disbursement?.disbursement_id) throw new CheckFailure(`details.disbursement_id is ${JSON.stringify(named)}, expected ${ctx.disbursement?.disbursement_id}`);
      const loan = expectAnswer<LedgerLoan>(await ctx.probe.send({ method: 'GET', path: `/loans/${encodeURIComponent(ctx.loan?.loan_id ?? '')}` }), 'getLoan', [200]);
      expectThat(loan.status === 'disbursed', `the loan's status is ${loan.status} after its disbursement`);
    },
  },
];

const voidLoan = (ctx: SuiteContext, loanId: string, key?: string, reason = 'conformance check') =>
  ctx.probe.send({ method: 'POST', path: `/loans/${encodeURIComponent(loanId)}/void`, body: { reason }, idempotencyKey: key });

/** Voiding: a loan booked and never disbursed is voided once; a disbursed one is refused; a voided one is never paid out. */
export const VOID_CHECKS: Check[] = [
  {
    name: 'void: a loan never disbursed -> 200 voided; the same key answers the same; another key answers it again',
    needs: ['otherLoan'],
    async run(ctx) {
      const loanId = ctx.otherLoan?.loan_id ?? '';
      expectAnswer(await voidLoan(ctx, loanId), 'voidLoan', [400], 'IDEMPOTENCY_KEY_MISSING');
      const voided = expectAnswer<LedgerLoan>(await voidLoan(ctx, loanId, keyOf(ctx, 'void')), 'voidLoan', [200]);
      expectThat(voided.loan_id === loanId && voided.status === 'voided', `the void answered loan ${voided.loan_id} (${voided.status})`);
      const again = expectAnswer<LedgerLoan>(await voidLoan(ctx, loanId, keyOf(ctx, 'void')), 'voidLoan', [200]);
      expectThat(isDeepStrictEqual(again, voided), 'the replay of the void answered another body');
      const other = expectAnswer<LedgerLoan>(await voidLoan(ctx, loanId, keyOf(ctx, 'void-again')), 'voidLoan', [200]);
      expectThat(other.status === 'voided', `a second void answered status ${other.status}`);
      expectAnswer(await voidLoan(ctx, ctx.data.unknown_loan_id, keyOf(ctx, 'void-unknown')), 'voidLoan', [404], 'NOT_FOUND');
    },
  },
  {
    name: 'void: a voided loan is not disbursed (409 LOAN_VOIDED); a disbursed loan is not voided (409 LOAN_DISBURSED)',
    needs: ['otherLoan', 'disbursement'],
    async run(ctx) {
      const body = { account_id: ctx.data.member.checking_account_id, amount: ctx.other.terms.amount_financed };
      expectAnswer(await disburse(ctx, body, keyOf(ctx, 'disburse-voided'), ctx.otherLoan?.loan_id), 'disburseLoan', [409], 'LOAN_VOIDED');
      const error = expectAnswer<ContractError>(await voidLoan(ctx, ctx.loan?.loan_id ?? '', keyOf(ctx, 'void-disbursed')), 'voidLoan', [409], 'LOAN_DISBURSED');
      const named = (error.error.details as { disbursement_id?: unknown } | null)?.disbursement_id;
      expectThat(named === ctx.disbursement?.disbursement_id, `details.disbursement_id is ${JSON.stringify(named)}, expected ${ctx.disbursement?.disbursement_id}`);
      const loan = expectAnswer<LedgerLoan>(await ctx.probe.send({ method: 'GET', path: `/loans/${encodeURIComponent(ctx.loan?.loan_id ?? '')}` }), 'getLoan', [200]);
      expectThat(loan.status === 'disbursed', `the disbursed loan's status is ${loan.status} after a refused void`);
    },
  },
];
