import productJson from '../../../flows/microloan.product.json';
import { buildLoanSchedule, type ScheduleRequest } from '../../../server/domain/pricing/buildLoanSchedule';
import { PricingLimitError } from '../../../server/domain/pricing/errors';
import { maxAffordableAmount, monthlyPaymentFor } from '../../../server/domain/pricing/maxAffordableAmount';
import { loanSavings, paydayFinanceCharge } from '../../../server/domain/pricing/paydayComparison';
import { priceOffers } from '../../../server/domain/pricing/priceOffers';
import type { ProductConfig } from '../../../server/domain/pricing/productConfig';

const config = productJson as ProductConfig;
const request = (overrides: Partial<ScheduleRequest> = {}): ScheduleRequest => ({
  config, amount: 1000, termMonths: 6, fundingDate: '2026-01-31', automaticPayments: false, militaryCovered: false, offerIdPrefix: 'APP-1', ...overrides,
});

describe('autopay discount', () => {
  it.each([[200, 3], [500, 6], [1000, 6]])('lowers the note rate, APR and finance charge of $%d over %d months', (amount, termMonths) => {
    const off = buildLoanSchedule(request({ amount, termMonths }));
    const on = buildLoanSchedule(request({ amount, termMonths, automaticPayments: true }));
    expect(on.note_rate).toBe(0.17);
    expect(on.annual_interest_rate).toBeLessThan(off.annual_interest_rate);
    expect(on.finance_charge).toBeLessThan(off.finance_charge);
    expect(on.apr_before_discount).toBe(off.annual_interest_rate);
    expect(on.application_fee).toBe(off.application_fee);
    expect(on.offer_id).toBe(off.offer_id);
  });
});

describe('Military Lending Act', () => {
  it('waives the fee for covered borrowers; the MAPR (fee included) equals the APR and stays within 36%', () => {
    const covered = buildLoanSchedule(request({ militaryCovered: true }));
    const other = buildLoanSchedule(request());
    expect(covered.application_fee).toBe(0);
    expect(other.application_fee).toBe(20);
    expect(covered.amount_financed).toBe(1000);
    expect(covered.military_apr).toBe(covered.annual_interest_rate);
    expect(covered.military_apr).toBeLessThanOrEqual(0.36);
    expect(other).not.toHaveProperty('military_apr');
  });
  it('refuses an offer whose MAPR would exceed the configured MLA cap', () => {
    expect(() => buildLoanSchedule(request({ militaryCovered: true, config: { ...config, mla: { maprCap: 0.15, waiveFee: true } } }))).toThrow(PricingLimitError);
  });
});

describe('runtime PAL limits', () => {
  it('refuses amounts and terms outside PAL I', () => {
    expect(() => buildLoanSchedule(request({ amount: 1001 }))).toThrow(PricingLimitError);
    expect(() => buildLoanSchedule(request({ amount: 199 }))).toThrow(PricingLimitError);
    expect(() => buildLoanSchedule(request({ termMonths: 7 }))).toThrow(PricingLimitError);
  });
  it('refuses an offer over 28% APR when the fee may not be lowered', () => {
    const strict = { ...config, reduceFeeToMeetAprCap: false };
    expect(() => buildLoanSchedule(request({ config: strict, amount: 200, termMonths: 3 }))).toThrow(/APR/);
    expect(buildLoanSchedule(request({ config: strict, amount: 1000, termMonths: 6 })).application_fee).toBe(20);
  });
  it('refuses a note rate over the cap even if the config check was skipped', () => {
    expect(() => buildLoanSchedule(request({ config: { ...config, noteRate: 0.3 } }))).toThrow(PricingLimitError);
  });
});

describe('payday comparison', () => {
  it('charges $15 per $100 per 14 days, rolled over until the final payment date', () => {
    // 2026-01-31 -> 2026-07-31 is 181 days: 13 periods of 14 days (the 13th started).
    expect(paydayFinanceCharge(1000, '2026-01-31', '2026-07-31', config.payday)).toBe(1950);
    expect(paydayFinanceCharge(200, '2026-01-31', '2026-04-30', config.payday)).toBe(210);
    expect(paydayFinanceCharge(300, '2026-01-01', '2026-01-15', config.payday)).toBe(45);
    expect(paydayFinanceCharge(300, '2026-01-01', '2026-07-01', { ...config.payday, rolledOver: false })).toBe(45);
  });
  it('puts the payday charge and the savings on each offer; savings never below zero', () => {
    const s = buildLoanSchedule(request());
    expect(s.payday_finance_charge).toBe(1950);
    expect(s.loan_savings).toBeCloseTo(1950 - s.finance_charge, 2);
    expect(loanSavings(10, 25.5)).toBe(0);
  });
});

describe('offers of an application', () => {
  it('prices every configured term, shortest first', () => {
    const offers = priceOffers({ ...request(), offerIdPrefix: 'APP-9' });
    expect(offers.map((o) => o.offer_id)).toEqual(['APP-9-3m', 'APP-9-6m']);
  });
  it('marks offers approved for less than asked', () => {
    const offers = priceOffers({ ...request(), amount: 600, requestedAmount: 1000 });
    for (const offer of offers) expect(offer).toMatchObject({ requested_amount: 1000, approved_amount: 600, principal: 600 });
  });
  it('drops terms whose payment exceeds the affordable payment but keeps the longest', () => {
    const offers = priceOffers({ ...request(), amount: 1000, maxMonthlyPayment: 200 });
    expect(offers.map((o) => o.term_months)).toEqual([6]);
  });
  it('finds the largest affordable amount in steps', () => {
    expect(maxAffordableAmount(config, 1000, '2026-01-31')).toBe(1000);
    const amount = maxAffordableAmount(config, 100, '2026-01-31', 10);
    expect(amount).not.toBeNull();
    expect(monthlyPaymentFor(config, amount as number, 6, '2026-01-31')).toBeLessThanOrEqual(100);
    expect(monthlyPaymentFor(config, (amount as number) + 10, 6, '2026-01-31')).toBeGreaterThan(100);
    expect(maxAffordableAmount(config, 30, '2026-01-31')).toBeNull();
  });
});
