import productJson from '../../../flows/microloan.product.json';
import { decide } from '../../../server/domain/decision/decide';
import { REAPPLY_WAIT_DAYS, reapplyOn, rulePassesOn } from '../../../server/domain/decision/reapply';
import type { MemberRecord } from '../../../server/domain/member';
import type { ProductConfig } from '../../../server/domain/pricing/productConfig';

const config = productJson as ProductConfig;
const rules = config.decision.rules;

function member(overrides: Partial<MemberRecord> = {}): MemberRecord {
  return {
    member_id: 'T-1', first_name: 'Test', last_name: 'Member', phone: '+12025550199', member_since: '2020-01-01',
    accounts: [{ account_id: 'C1', type: 'checking', description: 'Checking', last_four: '0001', balance: 100 }],
    loans: [], monthly_direct_deposits: 3000, military_covered: false, core_banking_status: 'ok', identity_verification: 'pass',
    ...overrides,
  };
}

describe('the day a denied applicant can apply again', () => {
  it('the reapply wait is 7 days (SPEC section 9)', () => {
    expect(REAPPLY_WAIT_DAYS).toBe(7);
  });

  it('a member for 12 days (the rule needs 30) can succeed on the day they reach 30 days, later than the wait', () => {
    const james = member({ member_since: '2026-11-14' });
    const today = '2026-11-26';
    const outcome = decide({ member: james, applicantAge: 36, application: { loan_amount: 500, monthly_housing_expenses: 1000 }, config, today });
    expect(outcome).toEqual({ kind: 'denied', reasons: ['MEMBERSHIP_TOO_RECENT'] });
    const reasons = outcome.kind === 'denied' ? outcome.reasons : [];
    expect(reapplyOn({ deniedOn: today, reasons, rules, member: james })).toBe('2026-12-14');
  });

  it('a member whose 30 days come before the wait ends waits the 7 days', () => {
    const recent = member({ member_since: '2026-10-30' });
    expect(reapplyOn({ deniedOn: '2026-11-26', reasons: ['MEMBERSHIP_TOO_RECENT'], rules, member: recent })).toBe('2026-12-03');
  });

  it('a rule that cannot know when it would pass leaves the reapply wait', () => {
    expect(reapplyOn({ deniedOn: '2026-12-28', reasons: ['NO_CHECKING_ACCOUNT'], rules, member: member() })).toBe('2027-01-04');
    expect(reapplyOn({ deniedOn: '2026-11-26', reasons: ['NOT_ELIGIBLE'], rules, member: null })).toBe('2026-12-03');
    expect(reapplyOn({ deniedOn: '2026-11-26', reasons: ['NO_CHECKING_ACCOUNT'], rules, member: member(), waitDays: 0 })).toBe('2026-11-26');
  });

  it('only the rules that denied count: a recent membership that did not deny leaves the wait', () => {
    const recent = member({ member_since: '2026-11-14' });
    expect(reapplyOn({ deniedOn: '2026-11-26', reasons: ['INSUFFICIENT_INCOME'], rules, member: recent })).toBe('2026-12-03');
  });

  it('each rule says when it would pass where it can know it', () => {
    const m = member({ member_since: '2026-02-10' });
    const byName = (name: string) => rules.find((r) => r.rule === name)!;
    expect(rulePassesOn(byName('membershipDuration'), { member: m })).toBe('2026-03-12');
    for (const name of ['minimumAge', 'checkingAccount', 'noOpenPal', 'recentPalLimit', 'delinquency', 'incomeVerifiable', 'affordability']) {
      expect(rulePassesOn(byName(name), { member: m })).toBeNull();
    }
  });
});
