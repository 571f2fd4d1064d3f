import { toEpochDay } from './dates';
import { periodsBetween, singlePaymentTerm, UNIT_PERIODS_PER_YEAR, type PeriodsFromStart, type UnitPeriod } from './unitPeriods';

/** One advance or payment of a transaction: a 'YYYY-MM-DD' date and an amount in dollars. */
export interface CashFlow {
  date: string;
  amount: number;
}

/** What computeApr needs: advances (amount financed), payments and the unit-period. */
export interface AprInput {
  advances: CashFlow[];
  payments: CashFlow[];
  unitPeriod: UnitPeriod;
}

interface TimedFlow extends PeriodsFromStart {
  amount: number;
}

/**
 * The annual percentage rate of a closed-end transaction by the actuarial method of
 * Regulation Z, 12 CFR 1026 Appendix J (b)(8): the unit-period rate i that makes
 * sum A / ((1 + f i)(1 + i)^t) over advances equal the same sum over payments, with t and f
 * measured from the start of the term (the earliest advance), times the unit-periods per
 * year. Solved by bisection to about 1e-15. Returns a fraction (0.0969 for 9.69%).
 */
export function computeApr(input: AprInput): number {
  const { advances, payments, unitPeriod } = input;
  if (advances.length === 0 || payments.length === 0) throw new RangeError('computeApr needs at least one advance and one payment');
  for (const flow of [...advances, ...payments]) {
    if (!(flow.amount > 0) || !Number.isFinite(flow.amount)) throw new RangeError(`Amounts must be positive: ${flow.amount} on ${flow.date}`);
  }
  const start = [...advances].sort((a, b) => toEpochDay(a.date) - toEpochDay(b.date))[0].date;
  if (unitPeriod === 'single') return singlePaymentApr(advances, payments);
  const time = (flow: CashFlow): TimedFlow => ({ amount: flow.amount, ...periodsBetween(start, flow.date, unitPeriod) });
  const unitRate = solveUnitRate(advances.map(time), payments.map(time));
  return unitRate * UNIT_PERIODS_PER_YEAR[unitPeriod];
}

function singlePaymentApr(advances: CashFlow[], payments: CashFlow[]): number {
  if (advances.length !== 1 || payments.length !== 1) throw new RangeError("unitPeriod 'single' needs exactly one advance and one payment");
  const [advance] = advances;
  const [payment] = payments;
  const term = singlePaymentTerm(advance.date, payment.date);
  const unitRate = solveUnitRate([{ amount: advance.amount, full: 0, fraction: 0 }], [{ amount: payment.amount, ...term }]);
  return unitRate * term.perYear;
}

function presentValue(flows: TimedFlow[], rate: number): number {
  let sum = 0;
  for (const flow of flows) sum += flow.amount / ((1 + flow.fraction * rate) * (1 + rate) ** flow.full);
  return sum;
}

/** Bisection on the unit-period rate: payments' value minus advances' value falls as rate rises. */
function solveUnitRate(advances: TimedFlow[], payments: TimedFlow[]): number {
  const gap = (rate: number) => presentValue(payments, rate) - presentValue(advances, rate);
  let low = -0.99;
  let high = 1;
  while (gap(high) > 0) {
    high *= 2;
    if (high > 1e6) throw new RangeError('APR does not converge');
  }
  if (gap(low) < 0) throw new RangeError('APR does not converge');
  for (let step = 0; step < 200 && high - low > 1e-16; step += 1) {
    const middle = (low + high) / 2;
    if (gap(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
