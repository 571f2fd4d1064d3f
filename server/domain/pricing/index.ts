/** PAL pricing engine: Regulation Z APR, schedules, PAL/MLA limits. Pure TypeScript. See README.md. */
export { computeApr, type AprInput, type CashFlow } from './computeApr';
export { UNIT_PERIODS, UNIT_PERIODS_PER_YEAR, periodsBetween, type UnitPeriod } from './unitPeriods';
export { buildLoanSchedule, type ScheduleRequest } from './buildLoanSchedule';
export { priceOffers, type OffersRequest } from './priceOffers';
export type { PalLoanSchedule } from './loanSchedule';
export type { ScheduledPayment } from './amortize';
export { maxAffordableAmount, monthlyPaymentFor } from './maxAffordableAmount';
export { paydayFinanceCharge, loanSavings } from './paydayComparison';
export { checkProductConfig, assertProductConfig } from './checkProductConfig';
export { PAL_LIMITS, PAL_TYPE_LIMITS } from './palLimits';
export { ProductConfigError, PricingLimitError, type ConfigProblem } from './errors';
export type { ProductConfig, PalType, PaydayAssumptions, MlaSettings } from './productConfig';
export { addDays, addMonths, daysBetween } from './dates';
