import productJson from '../../../flows/microloan.product.json';
import { decide } from '../../../server/domain/decision/decide';
import { ageOn } from '../../../server/domain/decision/age';
import type { MemberLoan, MemberRecord } from '../../../server/domain/member';
import { monthlyPaymentFor } from '../../../server/domain/pricing/maxAffordableAmount';
import type { ProductConfig } from '../../../server/domain/pricing/productConfig';

const config = productJson as ProductConfig;
const today = '2026-11-22';

function member(overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    member_id: 'T-1', first_name: 'Test', last_name: 'Member', phone: '+12025550199', member_since: '2020-01-01',
    accounts: [{ account_id: 'C1', type: 'checking', description: 'Checking', last_four: '0001', balance: 100 }],
    loans: [], monthly_direct_deposits: 3000, military_covered: false, core_banking_status: 'ok', identity_verification: 'pass',
    ...overrides,
  };
}
const pal = (opened_on: string, closed_on: string | null, days_past_due = 0): MemberLoan => ({ product: 'PAL', opened_on, closed_on, amount: 300, days_past_due });
const run = (m: MemberRecord, loan_amount = 500, monthly_housing_expenses = 1000, applicantAge = 30) =>
  decide({ member: m, applicantAge, application: { loan_amount, monthly_housing_expenses }, config, today });

describe('decision rules', () => {
  it('denies applicants under 18, approves at 18', () => {
    expect(run(member(), 500, 1000, 17)).toEqual({ kind: 'denied', reasons: ['UNDER_MINIMUM_AGE'] });
    expect(run(member(), 500, 1000, 18).kind).toBe('approved');
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
  });
  it('membership of 29 days is too recent, 30 days is enough', () => {
    expect(run(member({ member_since: '2026-10-24' }))).toEqual({ kind: 'denied', reasons: ['MEMBERSHIP_TOO_RECENT'] });
    expect(run(member({ member_since: '2026-10-23' })).kind).toBe('approved');
  });
  it('one PAL at a time: an open PAL denies, a closed one does not', () => {
    expect(run(member({ loans: [pal('2026-09-01', null)] }))).toEqual({ kind: 'denied', reasons: ['PAL_LOAN_OPEN'] });
    expect(run(member({ loans: [{ ...pal('2026-09-01', null), product: 'AUTO' }] })).kind).toBe('approved');
  });
  it('at most 3 PALs in a rolling 6 months: a 4th is denied, older ones drop out', () => {
    const three = [pal('2026-06-01', '2026-07-01'), pal('2026-08-01', '2026-09-01'), pal('2026-10-01', '2026-11-01')];
    expect(run(member({ loans: three }))).toEqual({ kind: 'denied', reasons: ['TOO_MANY_RECENT_PALS'] });
    const oneOld = [pal('2026-05-22', '2026-06-01'), ...three.slice(1)];
    expect(run(member({ loans: oneOld })).kind).toBe('approved');
  });
  it('over 30 days past due denies; 1-30 days sends to manual review', () => {
    const loan = (dpd: number): MemberLoan => ({ product: 'AUTO', opened_on: '2024-01-01', closed_on: null, amount: 9000, days_past_due: dpd });
    expect(run(member({ loans: [loan(31)] }))).toEqual({ kind: 'denied', reasons: ['DELINQUENT'] });
    expect(run(member({ loans: [loan(30)] }))).toEqual({ kind: 'manual_review', reasons: ['PAST_DUE_REVIEW'] });
    expect(run(member({ loans: [loan(0)] })).kind).toBe('approved');
  });
  it('no direct deposits: manual review with INCOME_NOT_VERIFIABLE', () => {
    expect(run(member({ monthly_direct_deposits: 0 }))).toEqual({ kind: 'manual_review', reasons: ['INCOME_NOT_VERIFIABLE'] });
  });
  it('gives up to 4 denial reasons in the configured order of importance', () => {
    const worst = member({ member_since: '2026-11-20', accounts: [], loans: [pal('2026-11-01', null, 45)], monthly_direct_deposits: 900 });
    expect(run(worst, 1000, 1000, 17)).toEqual({ kind: 'denied', reasons: ['UNDER_MINIMUM_AGE', 'MEMBERSHIP_TOO_RECENT', 'NO_CHECKING_ACCOUNT', 'PAL_LOAN_OPEN'] });
  });
});

describe('affordability', () => {
  it('approves the asked amount when the longest-term payment is within 20% of income after housing', () => {
    expect(run(member(), 1000, 1000)).toMatchObject({ kind: 'approved', amount: 1000, maxMonthlyPayment: 400 });
  });
  it('approves the largest affordable amount when the asked one is not, and says so', () => {
    const outcome = run(member({ monthly_direct_deposits: 1500 }), 1000, 1000);
    expect(outcome).toMatchObject({ kind: 'approved', reducedFrom: 1000, maxMonthlyPayment: 100 });
    if (outcome.kind !== 'approved') throw new Error('not approved');
    expect(outcome.amount % 10).toBe(0);
    expect(monthlyPaymentFor(config, outcome.amount, 6, today)).toBeLessThanOrEqual(100);
    expect(monthlyPaymentFor(config, outcome.amount + 10, 6, today)).toBeGreaterThan(100);
  });
  it('denies with INSUFFICIENT_INCOME when even the minimum is not affordable', () => {
    expect(run(member({ monthly_direct_deposits: 1150 }), 500, 1000)).toEqual({ kind: 'denied', reasons: ['INSUFFICIENT_INCOME'] });
    expect(run(member({ monthly_direct_deposits: 900 }), 500, 1000)).toEqual({ kind: 'denied', reasons: ['INSUFFICIENT_INCOME'] });
  });
});

describe('input checks', () => {
  it('refuses an asked amount outside the product range', () => {
    expect(() => run(member(), 1500)).toThrow(RangeError);
    expect(() => run(member(), 150)).toThrow(RangeError);
  });
  it('accepts a Date for today', () => {
    const outcome = decide({ member: member({ member_since: '2026-10-24' }), applicantAge: 30, application: { loan_amount: 500, monthly_housing_expenses: 0 }, config, today: new Date(Date.UTC(2026, 10, 22, 23, 59)) });
    expect(outcome).toEqual({ kind: 'denied', reasons: ['MEMBERSHIP_TOO_RECENT'] });
  });
});
