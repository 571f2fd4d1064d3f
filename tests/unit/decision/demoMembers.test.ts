import demo from '../../../server/adapters/members/demo-members.json';
import productJson from '../../../flows/microloan.product.json';
import { decide, type DecisionOutcome } from '../../../server/domain/decision/decide';
import { CoreBankingError } from '../../../server/domain/decision/coreBanking';
import { ageOn } from '../../../server/domain/decision/age';
import { resolveDemoMember, type DemoMemberEntry } from '../../../server/domain/decision/resolveDemoMember';
import { priceOffers } from '../../../server/domain/pricing/priceOffers';
import type { ProductConfig } from '../../../server/domain/pricing/productConfig';

const config = productJson as ProductConfig;
const today = '2026-11-22';
const entries = demo.members as DemoMemberEntry[];

function decideFor(memberId: string, loanAmount = 500, housing = 1200): DecisionOutcome {
  const entry = entries.find((e) => e.member_id === memberId);
  if (!entry) throw new Error(`no demo member ${memberId}`);
  const member = resolveDemoMember(entry, today);
  return decide({ member, applicantAge: ageOn(entry.dob, today), application: { loan_amount: loanAmount, monthly_housing_expenses: housing }, config, today });
}

describe('every demo member reaches the outcome the demo shows', () => {
  it('Maria Garcia is approved (two checking accounts; her PAL closed 250 days ago does not count)', () => {
    expect(decideFor('M-1001', 1000)).toMatchObject({ kind: 'approved', amount: 1000, militaryCovered: false });
    expect(decideFor('M-1001', 1000)).not.toHaveProperty('reducedFrom');
  });
  it('James Smith is denied: member for 12 days', () => {
    expect(decideFor('M-1002')).toEqual({ kind: 'denied', reasons: ['MEMBERSHIP_TOO_RECENT'] });
  });
  it('Ana Lopez is denied: no checking account', () => {
    expect(decideFor('M-1003')).toEqual({ kind: 'denied', reasons: ['NO_CHECKING_ACCOUNT'] });
  });
  it('Robert Chen goes to manual review: no direct deposits to verify income', () => {
    expect(decideFor('M-1004')).toEqual({ kind: 'manual_review', reasons: ['INCOME_NOT_VERIFIABLE'] });
  });
  it('Linda Johnson: core banking unavailable throws CoreBankingError', () => {
    expect(() => decideFor('M-1005')).toThrow(CoreBankingError);
  });
  it('Carlos Rivera is approved as an MLA covered borrower: no fee, MAPR within 36%', () => {
    const outcome = decideFor('M-1006', 800);
    expect(outcome).toMatchObject({ kind: 'approved', amount: 800, militaryCovered: true });
    if (outcome.kind !== 'approved') throw new Error('not approved');
    const offers = priceOffers({ config, amount: outcome.amount, fundingDate: today, automaticPayments: false, militaryCovered: outcome.militaryCovered, offerIdPrefix: 'APP-6' });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.application_fee).toBe(0);
      expect(offer.amount_financed).toBe(800);
      expect(offer.military_apr).toBe(offer.annual_interest_rate);
      expect(offer.military_apr).toBeLessThanOrEqual(0.36);
      expect(offer.annual_interest_rate).toBeLessThanOrEqual(0.18);
    }
  });
  it('Emily Davis is approved (her identity check fails only later, at signing)', () => {
    expect(decideFor('M-1007', 600)).toMatchObject({ kind: 'approved', amount: 600 });
  });
  it('Grace Thompson is approved with the housing payment the core knows (1,150): one open checking account, not covered by the MLA', () => {
    expect(decideFor('M-1008', 1000, 1150)).toMatchObject({ kind: 'approved', amount: 1000, militaryCovered: false });
    const grace = resolveDemoMember(entries.find((e) => e.member_id === 'M-1008')!, today);
    expect(grace).toMatchObject({ monthly_housing_payment: 1150, military_covered: false, core_banking_status: 'ok', identity_verification: 'pass' });
    expect(grace.accounts.filter((a) => a.type === 'checking' && (a.status ?? 'open') === 'open')).toHaveLength(1);
  });
  it('only Grace has a housing payment at the core: the others type theirs (the browser tests walk them through the housing step)', () => {
    expect(entries.map((e) => [e.member_id, resolveDemoMember(e, today).monthly_housing_payment])).toEqual([
      ['M-1001', null], ['M-1002', null], ['M-1003', null], ['M-1004', null], ['M-1005', null], ['M-1006', null], ['M-1007', null], ['M-1008', 1150],
    ]);
  });
  it('resolves *_days_ago into dates as of today', () => {
    const maria = resolveDemoMember(entries[0], today);
    expect(maria.member_since).toBe('2020-04-27');
    expect(maria.loans[0]).toEqual({ product: 'PAL', opened_on: '2025-10-18', closed_on: '2026-03-17', amount: 500, days_past_due: 0 });
    expect(maria).not.toHaveProperty('ssn');
    expect(maria).not.toHaveProperty('dob');
  });
});
