import productJson from '../../../flows/microloan.product.json';
import { buildLoanSchedule, type ScheduleRequest } from '../../../server/domain/pricing/buildLoanSchedule';
import { computeApr } from '../../../server/domain/pricing/computeApr';
import type { PalLoanSchedule } from '../../../server/domain/pricing/loanSchedule';
import type { ProductConfig } from '../../../server/domain/pricing/productConfig';

const config = productJson as ProductConfig;
const cents = (dollars: number) => Math.round(dollars * 100);
const request = (overrides: Partial<ScheduleRequest> = {}): ScheduleRequest => ({
  config, amount: 500, termMonths: 6, fundingDate: '2026-01-31', automaticPayments: false, militaryCovered: false, offerIdPrefix: 'APP-1', ...overrides,
});
/** APR recomputed from what the disclosure shows: amount financed and the payment list. */
const disclosedApr = (s: PalLoanSchedule) =>
  computeApr({ advances: [{ date: s.funding_date, amount: s.amount_financed }], payments: s.payments.map((p) => ({ date: p.date, amount: p.amount })), unitPeriod: 'month' });

const cases: Array<[number, number, string]> = [];
for (const amount of [200, 350, 500, 777, 1000]) for (const months of [1, 3, 6]) for (const funding of ['2026-01-31', '2026-03-15', '2026-12-29']) cases.push([amount, months, funding]);

describe.each(cases)('schedule of $%d over %d months funded %s', (amount, termMonths, fundingDate) => {
  const schedule = buildLoanSchedule(request({ amount, termMonths, fundingDate }));
  it('discloses an APR within 1/8 percentage point of the one the payment list gives, and within 28%', () => {
    expect(Math.abs(disclosedApr(schedule) - schedule.annual_interest_rate)).toBeLessThanOrEqual(0.00125);
    expect(schedule.apr_unrounded).toBeLessThanOrEqual(0.28);
    expect(schedule.annual_interest_rate).toBeLessThanOrEqual(0.28);
  });
  it('adds up: total = sum of payments, finance charge = total - amount financed = interest + fee', () => {
    const sum = schedule.payments.reduce((s, p) => s + cents(p.amount), 0);
    expect(cents(schedule.total_of_payments)).toBe(sum);
    expect(cents(schedule.finance_charge)).toBe(cents(schedule.total_of_payments) - cents(schedule.amount_financed));
    expect(cents(schedule.finance_charge)).toBe(cents(schedule.interest) + cents(schedule.application_fee));
    expect(cents(schedule.amount_financed)).toBe(cents(amount) - cents(schedule.application_fee));
    expect(schedule.payments.reduce((s, p) => s + cents(p.principal), 0)).toBe(cents(amount));
  });
  it('pays level payments, the final one adjusted down to what is left', () => {
    expect(schedule.payments).toHaveLength(termMonths);
    expect(schedule.number_of_payments).toBe(termMonths);
    schedule.payments.slice(0, -1).forEach((p) => expect(p.amount).toBe(schedule.amount_of_payments));
    const last = schedule.payments[termMonths - 1];
    expect(last.amount).toBeLessThanOrEqual(schedule.amount_of_payments);
    expect(last.balance).toBe(0);
    expect(schedule.final_payment_date).toBe(last.date);
    // The disclosure states the last payment: the total is the level payments plus it.
    expect(schedule.final_payment_amount).toBe(last.amount);
    expect(cents(schedule.total_of_payments)).toBe((termMonths - 1) * cents(schedule.amount_of_payments) + cents(schedule.final_payment_amount!));
    expect(schedule.initial_payment_date).toBe(schedule.payments[0].date);
  });
  it('never charges more than the note rate', () => {
    const noFeeApr = computeApr({ advances: [{ date: fundingDate, amount }], payments: schedule.payments, unitPeriod: 'month' });
    expect(noFeeApr).toBeLessThanOrEqual(config.noteRate + 1e-12);
    expect(noFeeApr).toBeGreaterThan(config.noteRate - 0.005);
  });
});

describe('schedule details', () => {
  it('states what its payday figure assumes: the product file\'s payday loan', () => {
    expect(buildLoanSchedule(request()).payday_basis).toEqual({ fee_per_100: 15, period_days: 14, rolled_over: true });
    const monthly = { ...config, payday: { feePer100: 20, periodDays: 30, rolledOver: false } };
    expect(buildLoanSchedule(request({ config: monthly })).payday_basis).toEqual({ fee_per_100: 20, period_days: 30, rolled_over: false });
  });
  it.each([[200, 3], [500, 6], [1000, 6], [777, 1]])('rounds the level payment of $%d over %d months up to the cent, no more', (amount, termMonths) => {
    const s = buildLoanSchedule(request({ amount, termMonths, fundingDate: '2026-03-15' }));
    const i = config.noteRate / 12;
    const exact = (amount * i) / (1 - (1 + i) ** -termMonths);
    expect(cents(s.amount_of_payments)).toBe(Math.ceil(exact * 100 - 1e-7));
  });
  it('has the first payment one month after funding and monthly after, clamped to month ends', () => {
    const s = buildLoanSchedule(request({ fundingDate: '2026-01-31' }));
    expect(s.payments.map((p) => p.date)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31']);
  });
  it('honours firstPaymentDaysAfterFunding', () => {
    const s = buildLoanSchedule(request({ config: { ...config, firstPaymentDaysAfterFunding: 45 }, fundingDate: '2026-03-01' }));
    expect(s.initial_payment_date).toBe('2026-04-15');
    expect(s.payments[1].date).toBe('2026-05-15');
    expect(Math.abs(disclosedApr(s) - s.annual_interest_rate)).toBeLessThanOrEqual(0.00125);
  });
  it('has a deterministic offer id and the LoanSchedule fields', () => {
    const s = buildLoanSchedule(request({ offerIdPrefix: 'A-42', termMonths: 3 }));
    expect(s.offer_id).toBe('A-42-3m');
    expect(buildLoanSchedule(request({ offerIdPrefix: 'A-42', termMonths: 3 }))).toEqual(s);
    for (const key of ['number_of_payments', 'amount_financed', 'annual_interest_rate', 'finance_charge', 'total_of_payments', 'amount_of_payments', 'initial_payment_date', 'final_payment_date', 'payday_finance_charge', 'loan_savings']) {
      expect(s).toHaveProperty(key);
    }
  });
  it('charges the full $20 fee when the APR stays within 28%, and lowers it only as needed', () => {
    expect(buildLoanSchedule(request({ amount: 1000, termMonths: 6 })).application_fee).toBe(20);
    const small = buildLoanSchedule(request({ amount: 200, termMonths: 3 }));
    expect(small.application_fee).toBeGreaterThan(0);
    expect(small.application_fee).toBeLessThan(20);
    expect(small.apr_unrounded).toBeLessThanOrEqual(0.28);
    const oneCentMore = computeApr({ advances: [{ date: small.funding_date, amount: small.amount_financed - 0.01 }], payments: small.payments, unitPeriod: 'month' });
    expect(oneCentMore).toBeGreaterThan(0.28);
  });
});
