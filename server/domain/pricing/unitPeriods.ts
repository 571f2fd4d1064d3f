import { addDays, addMonths, daysBetween, lastDayOfMonth, toEpochDay } from './dates';

/**
 * Regulation Z Appendix J unit-periods this solver supports. 'single' is the unit-period of a
 * single-advance, single-payment transaction (the whole term is one unit-period).
 */
export type UnitPeriod = 'month' | 'semimonth' | 'week' | 'biweek' | 'fourweek' | 'bimonth' | 'quarter' | 'single';

/** Every supported unit-period, for validation and schemas. */
export const UNIT_PERIODS: readonly UnitPeriod[] = ['month', 'semimonth', 'week', 'biweek', 'fourweek', 'bimonth', 'quarter', 'single'];

/** Unit-periods in a year, Appendix J (b)(5)(i) (weeks count 52 a year, not 365/7). */
export const UNIT_PERIODS_PER_YEAR: Record<Exclude<UnitPeriod, 'single'>, number> = {
  month: 12,
  semimonth: 24,
  week: 52,
  biweek: 26,
  fourweek: 13,
  bimonth: 6,
  quarter: 4,
};

/** Time from the start of the term to a date: full unit-periods `t` and fraction `f`. */
export interface PeriodsFromStart {
  /** Whole unit-periods counted back from the later date. */
  full: number;
  /** Remaining odd days as a fraction of a unit-period (0 <= f < 1 in normal cases). */
  fraction: number;
}

const DAYS_IN_WEEK_PERIOD = { week: 7, biweek: 14, fourweek: 28 } as const;
const MONTHS_PER_UNIT: Record<'month' | 'bimonth' | 'quarter', number> = { month: 1, bimonth: 2, quarter: 3 };

/**
 * Counts the time between `start` and a later `date` as Appendix J (b)(5) says: full
 * unit-periods measured back from the later date, then the days left from `start` to the
 * beginning of the first full unit-period, divided by the unit-period's length in days
 * (30 for a month, 15 for a semimonth, 30 x months for a multiple of a month (60 for a
 * bimonth, 90 for a quarter), 7/14/28 for week-based periods).
 */
export function periodsBetween(start: string, date: string, unitPeriod: Exclude<UnitPeriod, 'single'>): PeriodsFromStart {
  if (toEpochDay(date) < toEpochDay(start)) throw new RangeError(`${date} is before the start of the term ${start}`);
  if (unitPeriod in DAYS_IN_WEEK_PERIOD) {
    const length = DAYS_IN_WEEK_PERIOD[unitPeriod as keyof typeof DAYS_IN_WEEK_PERIOD];
    const days = daysBetween(start, date);
    return { full: Math.floor(days / length), fraction: (days % length) / length };
  }
  if (unitPeriod === 'semimonth') return semimonthsBetween(start, date);
  if (!(unitPeriod in MONTHS_PER_UNIT)) throw new RangeError(`Unknown unit-period ${String(unitPeriod)}`);
  const monthsPerUnit = MONTHS_PER_UNIT[unitPeriod as keyof typeof MONTHS_PER_UNIT];
  let full = 0;
  while (toEpochDay(monthsBack(start, date, (full + 1) * monthsPerUnit)) >= toEpochDay(start)) full += 1;
  const firstFullStart = monthsBack(start, date, full * monthsPerUnit);
  return { full, fraction: daysBetween(start, firstFullStart) / (30 * monthsPerUnit) };
}

/**
 * The date `months` months before `date`. A date on the last day of a short month stands for
 * the start's day of month when that is later (a loan funded on the 31st pays on Feb 28, then
 * Mar 31: months run from last day to last day, Appendix J (b)(3)(iv)).
 */
export function monthsBack(start: string, date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const startDay = Number(start.slice(8, 10));
  if (months === 0 || day !== lastDayOfMonth(year, month) || startDay <= day) return addMonths(date, -months);
  return withDay(addMonths(`${date.slice(0, 8)}01`, -months), startDay);
}

function withDay(firstOfMonth: string, day: number): string {
  const [year, month] = firstOfMonth.split('-').map(Number);
  return `${firstOfMonth.slice(0, 8)}${String(Math.min(day, lastDayOfMonth(year, month))).padStart(2, '0')}`;
}

/** Semimonths measured back from `date`, two per full month, then one of 15 days if it fits. */
function semimonthsBetween(start: string, date: string): PeriodsFromStart {
  let months = 0;
  while (toEpochDay(monthsBack(start, date, months + 1)) >= toEpochDay(start)) months += 1;
  let boundary = monthsBack(start, date, months);
  let full = months * 2;
  if (toEpochDay(addDays(boundary, -15)) >= toEpochDay(start)) {
    boundary = addDays(boundary, -15);
    full += 1;
  }
  return { full, fraction: daysBetween(start, boundary) / 15 };
}

/** Unit-period of a single-advance, single-payment transaction, Appendix J (b)(4)(ii), (b)(5). */
export interface SinglePaymentTerm extends PeriodsFromStart {
  /** Unit-periods per year. */
  perYear: number;
}

/**
 * The term of a single-advance, single-payment transaction as one unit-period: under a year,
 * the whole term is the unit-period, 12 / months a year for a whole number of months,
 * otherwise 365 / days. A year or more: the unit-period is a year; full years are counted
 * back from the payment and the rest is months / 12 (whole months) or days / 365.
 */
export function singlePaymentTerm(advanceDate: string, paymentDate: string): SinglePaymentTerm {
  const days = daysBetween(advanceDate, paymentDate);
  if (days <= 0) throw new RangeError('The payment of a single-payment transaction must come after the advance');
  let years = 0;
  while (toEpochDay(monthsBack(advanceDate, paymentDate, (years + 1) * 12)) >= toEpochDay(advanceDate)) years += 1;
  if (years === 0) {
    for (let months = 1; months < 12; months += 1) {
      if (monthsBack(advanceDate, paymentDate, months) === advanceDate) return { full: 1, fraction: 0, perYear: 12 / months };
    }
    return { full: 1, fraction: 0, perYear: 365 / days };
  }
  const yearStart = monthsBack(advanceDate, paymentDate, years * 12);
  for (let months = 0; months < 12; months += 1) {
    if (monthsBack(advanceDate, yearStart, months) === advanceDate) return { full: years, fraction: months / 12, perYear: 1 };
  }
  return { full: years, fraction: daysBetween(advanceDate, yearStart) / 365, perYear: 1 };
}
