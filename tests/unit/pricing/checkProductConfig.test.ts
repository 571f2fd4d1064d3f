import productJson from '../../../flows/microloan.product.json';
import { assertProductConfig, checkProductConfig } from '../../../server/domain/pricing/checkProductConfig';
import { ProductConfigError } from '../../../server/domain/pricing/errors';
import type { ProductConfig } from '../../../server/domain/pricing/productConfig';
import type { DecisionRule } from '../../../server/domain/decision/decisionRules';

const config = productJson as ProductConfig;
const withRules = (change: (rules: DecisionRule[]) => DecisionRule[]): ProductConfig => ({ ...config, decision: { rules: change(config.decision.rules.map((r) => ({ ...r }))) } });
const pointers = (c: ProductConfig) => checkProductConfig(c).map((p) => p.pointer);
const indexOf = (rule: DecisionRule['rule']) => config.decision.rules.findIndex((r) => r.rule === rule);

describe('checkProductConfig: PAL and MLA limits', () => {
  it('finds no problem in flows/microloan.product.json', () => {
    expect(checkProductConfig(config)).toEqual([]);
    expect(assertProductConfig(config)).toBe(config);
  });
  it('note rate above the 28% PAL cap', () => {
    expect(pointers({ ...config, noteRate: 0.2801 })).toEqual(['/noteRate']);
  });
  it('application fee above $20', () => {
    expect(pointers({ ...config, applicationFee: 20.01 })).toEqual(['/applicationFee']);
  });
  it('PAL I amounts below $200 or above $1,000', () => {
    expect(pointers({ ...config, loan: { minAmount: 199, maxAmount: 1001 } })).toEqual(['/loan/minAmount', '/loan/maxAmount']);
  });
  it('PAL II allows up to $2,000 and 12 months, not more', () => {
    const palII: ProductConfig = { ...config, palType: 'PAL_II', loan: { minAmount: 200, maxAmount: 2000 }, termsMonths: [6, 12] };
    expect(checkProductConfig(palII)).toEqual([]);
    expect(pointers({ ...palII, loan: { minAmount: 200, maxAmount: 2001 }, termsMonths: [13] })).toEqual(['/loan/maxAmount', '/termsMonths/0']);
  });
  it('PAL I terms outside 1-6 months', () => {
    expect(pointers({ ...config, termsMonths: [0, 3, 7] })).toEqual(['/termsMonths/0', '/termsMonths/2']);
  });
  it('an unknown PAL type', () => {
    expect(pointers({ ...config, palType: 'PAL_III' as never })).toEqual(['/palType']);
  });
  it('MLA: MAPR cap above 36% and a fee charged to covered borrowers', () => {
    expect(pointers({ ...config, mla: { maprCap: 0.37, waiveFee: false } })).toEqual(['/mla/maprCap', '/mla/waiveFee']);
  });
  it('autopay discount larger than the note rate', () => {
    expect(pointers({ ...config, autopayAprDiscount: 0.19 })).toEqual(['/autopayAprDiscount']);
  });
  it('one PAL at a time: the noOpenPal rule is required', () => {
    expect(checkProductConfig(withRules((rules) => rules.filter((r) => r.rule !== 'noOpenPal')))).toEqual([
      { pointer: '/decision/rules', message: expect.stringContaining('one PAL at a time') },
    ]);
  });
  it('more than 3 PALs in 6 months', () => {
    const changed = withRules((rules) => rules.map((r) => (r.rule === 'recentPalLimit' ? { ...r, maxCount: 4, windowMonths: 5 } : r)));
    const at = indexOf('recentPalLimit');
    expect(pointers(changed)).toEqual([`/decision/rules/${at}/maxCount`, `/decision/rules/${at}/windowMonths`]);
  });
  it('minimum age under 18 and PAL I membership under 30 days', () => {
    const changed = withRules((rules) => rules.map((r) => (r.rule === 'minimumAge' ? { ...r, minAge: 17 } : r.rule === 'membershipDuration' ? { ...r, minDays: 10 } : r)));
    expect(pointers(changed)).toEqual([`/decision/rules/${indexOf('minimumAge')}/minAge`, `/decision/rules/${indexOf('membershipDuration')}/minDays`]);
  });
  it('reports every problem at once, and assertProductConfig throws them all', () => {
    const bad: ProductConfig = { ...config, noteRate: 0.3, applicationFee: 25, termsMonths: [9] };
    expect(checkProductConfig(bad)).toHaveLength(3);
    expect(() => assertProductConfig(bad)).toThrow(ProductConfigError);
    try {
      assertProductConfig(bad);
    } catch (error) {
      expect((error as ProductConfigError).problems.map((p) => p.pointer)).toEqual(['/termsMonths/0', '/noteRate', '/applicationFee']);
    }
  });
});
