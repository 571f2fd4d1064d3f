import type { DecisionRule } from '../decision/decisionRules';
import { ProductConfigError, type ConfigProblem } from './errors';
import { PAL_LIMITS, PAL_TYPE_LIMITS } from './palLimits';
import type { ProductConfig } from './productConfig';

type Check = (config: ProductConfig, problems: ConfigProblem[]) => void;

/**
 * Every way a (schema-valid) product configuration breaks the NCUA PAL or MLA limits, each
 * with a JSON pointer into the configuration; an empty list when it keeps them all. Run at
 * start-up: a server must not offer loans from a configuration with problems.
 */
export function checkProductConfig(config: ProductConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!PAL_TYPE_LIMITS[config.palType]) {
    return [{ pointer: '/palType', message: `palType must be PAL_I or PAL_II, not ${String(config.palType)}` }];
  }
  for (const check of [checkAmounts, checkTerms, checkRatesAndFees, checkMla, checkDecisionRules]) check(config, problems);
  return problems;
}

const checkAmounts: Check = ({ palType, loan }, problems) => {
  const limits = PAL_TYPE_LIMITS[palType];
  if (!(loan.minAmount >= limits.minAmount)) problems.push({ pointer: '/loan/minAmount', message: `${palType} amounts start at $${limits.minAmount}` });
  if (!(loan.maxAmount <= limits.maxAmount)) problems.push({ pointer: '/loan/maxAmount', message: `${palType} amounts are at most $${limits.maxAmount}` });
  if (!(loan.minAmount <= loan.maxAmount)) problems.push({ pointer: '/loan', message: 'minAmount is above maxAmount' });
};

const checkTerms: Check = ({ palType, termsMonths, firstPaymentDaysAfterFunding }, problems) => {
  const limits = PAL_TYPE_LIMITS[palType];
  if (termsMonths.length === 0) problems.push({ pointer: '/termsMonths', message: 'at least one term is needed' });
  termsMonths.forEach((months, k) => {
    if (!Number.isInteger(months) || months < limits.minMonths || months > limits.maxMonths) {
      problems.push({ pointer: `/termsMonths/${k}`, message: `${palType} terms are ${limits.minMonths}-${limits.maxMonths} months` });
    }
  });
  if (new Set(termsMonths).size !== termsMonths.length) problems.push({ pointer: '/termsMonths', message: 'terms repeat' });
  if (firstPaymentDaysAfterFunding !== null && !(firstPaymentDaysAfterFunding >= 1 && firstPaymentDaysAfterFunding <= 45)) {
    problems.push({ pointer: '/firstPaymentDaysAfterFunding', message: 'the first payment is due 1-45 days after funding' });
  }
};

const checkRatesAndFees: Check = ({ noteRate, applicationFee, autopayAprDiscount }, problems) => {
  if (!(noteRate >= 0 && noteRate <= PAL_LIMITS.maxApr)) problems.push({ pointer: '/noteRate', message: `the PAL APR cap is ${PAL_LIMITS.maxApr * 100}%` });
  if (!(applicationFee >= 0 && applicationFee <= PAL_LIMITS.maxApplicationFee)) {
    problems.push({ pointer: '/applicationFee', message: `the PAL application fee is at most $${PAL_LIMITS.maxApplicationFee}` });
  }
  if (!(autopayAprDiscount >= 0 && autopayAprDiscount <= noteRate)) problems.push({ pointer: '/autopayAprDiscount', message: 'the autopay discount must be between 0 and the note rate' });
};

const checkMla: Check = ({ mla }, problems) => {
  if (!(mla.maprCap > 0 && mla.maprCap <= PAL_LIMITS.maxMilitaryApr)) problems.push({ pointer: '/mla/maprCap', message: `the MLA caps the MAPR at ${PAL_LIMITS.maxMilitaryApr * 100}%` });
  if (!mla.waiveFee) problems.push({ pointer: '/mla/waiveFee', message: 'covered borrowers under the Military Lending Act pay no application fee' });
};

const checkDecisionRules: Check = ({ palType, decision }, problems) => {
  const find = <K extends DecisionRule['rule']>(rule: K) => {
    const index = decision.rules.findIndex((r) => r.rule === rule);
    return { index, rule: decision.rules[index] as Extract<DecisionRule, { rule: K }> | undefined };
  };
  const age = find('minimumAge');
  if (!age.rule) problems.push({ pointer: '/decision/rules', message: 'a minimumAge rule is required' });
  else if (!(age.rule.minAge >= 18)) problems.push({ pointer: `/decision/rules/${age.index}/minAge`, message: 'applicants must be at least 18' });
  const open = find('noOpenPal');
  if (!open.rule) problems.push({ pointer: '/decision/rules', message: `one PAL at a time: a noOpenPal rule is required (at most ${PAL_LIMITS.maxOpenPals} open)` });
  const recent = find('recentPalLimit');
  if (!recent.rule) problems.push({ pointer: '/decision/rules', message: 'a recentPalLimit rule is required (at most 3 PALs in 6 months)' });
  else {
    if (!(recent.rule.maxCount <= PAL_LIMITS.maxPalsInSixMonths)) problems.push({ pointer: `/decision/rules/${recent.index}/maxCount`, message: 'at most 3 PALs in any rolling 6-month period' });
    if (!(recent.rule.windowMonths >= 6)) problems.push({ pointer: `/decision/rules/${recent.index}/windowMonths`, message: 'the PAL window is at least 6 months' });
  }
  const membership = find('membershipDuration');
  if (palType === 'PAL_I' && !(membership.rule && membership.rule.minDays >= PAL_LIMITS.palIMinMembershipDays)) {
    const pointer = membership.rule ? `/decision/rules/${membership.index}/minDays` : '/decision/rules';
    problems.push({ pointer, message: `PAL I needs at least ${PAL_LIMITS.palIMinMembershipDays} days of membership` });
  }
  if (!find('affordability').rule) problems.push({ pointer: '/decision/rules', message: 'an affordability rule is required (PAL underwriting)' });
};

/** Throws ProductConfigError listing every problem checkProductConfig finds; returns the config. */
export function assertProductConfig(config: ProductConfig): ProductConfig {
  const problems = checkProductConfig(config);
  if (problems.length > 0) throw new ProductConfigError(problems);
  return config;
}
