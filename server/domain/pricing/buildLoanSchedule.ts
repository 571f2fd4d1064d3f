import { amortize } from './amortize';
import { PricingLimitError, type ConfigProblem } from './errors';
import { toCents, toDollars } from './money';
import { PAL_LIMITS, PAL_TYPE_LIMITS } from './palLimits';
import { loanSavings, paydayFinanceCharge } from './paydayComparison';
import { monthlyPaymentDates } from './paymentDates';
import type { PalLoanSchedule } from './loanSchedule';
import type { ProductConfig } from './productConfig';
import { largestFeeWithinAprCap, scheduleApr } from './scheduleApr';

/** What one offer is priced from. */
export interface ScheduleRequest {
  config: ProductConfig;
  /** Loan amount (principal) in dollars: the approved amount. */
  amount: number;
  /** What the member asked for; defaults to `amount`. */
  requestedAmount?: number;
  termMonths: number;
  /** YYYY-MM-DD the loan is funded (consummation). */
  fundingDate: string;
  /** Autopay enabled: the note rate is lowered by config.autopayAprDiscount. */
  automaticPayments: boolean;
  /** Covered borrower under the Military Lending Act. */
  militaryCovered: boolean;
  /** offer_id is `${offerIdPrefix}-${termMonths}m`, e.g. the application id. */
  offerIdPrefix: string;
}

/**
 * Prices one PAL offer: level monthly payments at the note rate (less the autopay discount),
 * the application fee as a prepaid finance charge (waived for MLA-covered borrowers, lowered
 * to keep the APR within 28% when config.reduceFeeToMeetAprCap), the Regulation Z figures and
 * the payday comparison. Throws PricingLimitError rather than answer an offer over a PAL or
 * MLA limit.
 */
export function buildLoanSchedule(request: ScheduleRequest): PalLoanSchedule {
  const { config, amount, termMonths, fundingDate, automaticPayments, militaryCovered } = request;
  assertRequestWithinLimits(request);
  const principalCents = toCents(amount);
  const dates = monthlyPaymentDates(fundingDate, termMonths, config.firstPaymentDaysAfterFunding);
  const base = amortize(principalCents, config.noteRate, fundingDate, dates);
  const waived = militaryCovered && config.mla.waiveFee;
  let feeCents = waived ? 0 : toCents(config.applicationFee);
  if (config.reduceFeeToMeetAprCap) feeCents = largestFeeWithinAprCap(principalCents, feeCents, fundingDate, base, PAL_LIMITS.maxApr);
  const noteRate = automaticPayments ? Math.max(0, Math.round((config.noteRate - config.autopayAprDiscount) * 1e10) / 1e10) : config.noteRate;
  const actual = automaticPayments ? amortize(principalCents, noteRate, fundingDate, dates) : base;
  const apr = scheduleApr(principalCents, feeCents, fundingDate, actual);
  const aprBeforeDiscount = automaticPayments ? scheduleApr(principalCents, feeCents, fundingDate, base) : apr;
  assertOfferWithinLimits(apr, feeCents, militaryCovered, config);

  const totalCents = actual.payments.reduce((sum, p) => sum + toCents(p.amount), 0);
  const amountFinancedCents = principalCents - feeCents;
  const financeCharge = toDollars(totalCents - amountFinancedCents);
  const finalPaymentDate = dates[dates.length - 1];
  const paydayCharge = paydayFinanceCharge(amount, fundingDate, finalPaymentDate, config.payday);
  return {
    offer_id: `${request.offerIdPrefix}-${termMonths}m`,
    number_of_payments: termMonths,
    amount_financed: toDollars(amountFinancedCents),
    annual_interest_rate: Math.round(apr * 10_000) / 10_000,
    finance_charge: financeCharge,
    total_of_payments: toDollars(totalCents),
    amount_of_payments: toDollars(actual.paymentCents),
    initial_payment_date: dates[0],
    final_payment_date: finalPaymentDate,
    final_payment_amount: actual.payments[actual.payments.length - 1].amount,
    payday_finance_charge: paydayCharge,
    // What payday_finance_charge assumes (the product file's `payday`), for the page to state it.
    payday_basis: { fee_per_100: config.payday.feePer100, period_days: config.payday.periodDays, rolled_over: config.payday.rolledOver },
    loan_savings: loanSavings(paydayCharge, financeCharge),
    apr_unrounded: apr,
    apr_before_discount: Math.round(aprBeforeDiscount * 10_000) / 10_000,
    ...(militaryCovered ? { military_apr: Math.round(apr * 10_000) / 10_000 } : {}),
    note_rate: noteRate,
    automatic_payments: automaticPayments,
    application_fee: toDollars(feeCents),
    principal: toDollars(principalCents),
    requested_amount: request.requestedAmount ?? amount,
    approved_amount: amount,
    interest: toDollars(actual.interestCents),
    term_months: termMonths,
    funding_date: fundingDate,
    payments: actual.payments,
  };
}

function assertRequestWithinLimits({ config, amount, termMonths }: ScheduleRequest): void {
  const problems: ConfigProblem[] = [];
  const limits = PAL_TYPE_LIMITS[config.palType];
  if (!limits) problems.push({ pointer: '/palType', message: `unknown PAL type ${String(config.palType)}` });
  const minAmount = Math.max(config.loan.minAmount, limits?.minAmount ?? 0);
  const maxAmount = Math.min(config.loan.maxAmount, limits?.maxAmount ?? 0);
  if (!(amount >= minAmount && amount <= maxAmount)) problems.push({ pointer: '/amount', message: `amount ${amount} outside ${minAmount}-${maxAmount}` });
  if (!Number.isInteger(termMonths) || !limits || termMonths < limits.minMonths || termMonths > limits.maxMonths) {
    problems.push({ pointer: '/termMonths', message: `term of ${termMonths} months outside the ${config.palType} range` });
  }
  if (!(config.noteRate >= 0 && config.noteRate <= PAL_LIMITS.maxApr)) problems.push({ pointer: '/noteRate', message: `note rate ${config.noteRate} above the PAL cap` });
  if (problems.length > 0) throw new PricingLimitError(problems);
}

function assertOfferWithinLimits(apr: number, feeCents: number, militaryCovered: boolean, config: ProductConfig): void {
  const problems: ConfigProblem[] = [];
  if (apr > PAL_LIMITS.maxApr + 1e-12) problems.push({ pointer: '/annual_interest_rate', message: `APR ${apr} above the PAL cap of ${PAL_LIMITS.maxApr}` });
  if (feeCents > PAL_LIMITS.maxApplicationFee * 100) problems.push({ pointer: '/application_fee', message: `fee above $${PAL_LIMITS.maxApplicationFee}` });
  if (militaryCovered) {
    const maprCap = Math.min(config.mla.maprCap, PAL_LIMITS.maxMilitaryApr);
    if (apr > maprCap + 1e-12) problems.push({ pointer: '/military_apr', message: `MAPR ${apr} above the MLA cap of ${maprCap}` });
  }
  if (problems.length > 0) throw new PricingLimitError(problems);
}
