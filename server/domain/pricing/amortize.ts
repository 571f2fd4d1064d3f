import { periodsBetween } from './unitPeriods';

/** One scheduled payment. Money in dollars. */
export interface ScheduledPayment {
  /** 1-based payment number. */
  number: number;
  /** Due date, YYYY-MM-DD. */
  date: string;
  amount: number;
  interest: number;
  principal: number;
  /** Principal still owed after this payment. */
  balance: number;
}

/** A level-payment amortization in whole cents. */
export interface Amortization {
  /** Level payment in cents (every payment but the last). */
  paymentCents: number;
  payments: ScheduledPayment[];
  /** Interest over the whole loan in cents. */
  interestCents: number;
}

/**
 * Amortizes `principalCents` at `noteRate` (annual, 12 monthly unit-periods, odd first-period
 * days as Appendix J counts them) over payments due on `dates`. The level payment is rounded
 * UP to the cent, interest of each period is rounded DOWN to the cent, and the final payment
 * is whatever is left (never more than the level payment), so the rate actually charged never
 * exceeds the note rate.
 */
export function amortize(principalCents: number, noteRate: number, fundingDate: string, dates: string[]): Amortization {
  if (!Number.isInteger(principalCents) || principalCents <= 0) throw new RangeError(`Principal must be positive whole cents: ${principalCents}`);
  if (!(noteRate >= 0)) throw new RangeError(`Note rate must not be negative: ${noteRate}`);
  const growth = periodGrowth(noteRate, fundingDate, dates);
  let discount = 1;
  let annuity = 0;
  for (const g of growth) {
    discount /= 1 + g;
    annuity += discount;
  }
  let paymentCents = Math.ceil((principalCents / annuity) - 1e-7);
  for (;;) {
    const result = run(principalCents, paymentCents, growth, dates);
    if (result.payments[result.payments.length - 1].amount * 100 <= paymentCents + 1e-6) return result;
    paymentCents += 1;
  }
}

/** Interest factor of each period (previous due date or funding -> due date), minus one. */
function periodGrowth(noteRate: number, fundingDate: string, dates: string[]): number[] {
  const monthly = noteRate / 12;
  return dates.map((date, k) => {
    const { full, fraction } = periodsBetween(k === 0 ? fundingDate : dates[k - 1], date, 'month');
    return (1 + fraction * monthly) * (1 + monthly) ** full - 1;
  });
}

function run(principalCents: number, paymentCents: number, growth: number[], dates: string[]): Amortization {
  let balance = principalCents;
  let interestTotal = 0;
  const payments: ScheduledPayment[] = [];
  growth.forEach((g, k) => {
    const interest = Math.floor(balance * g + 1e-7);
    const last = k === growth.length - 1;
    const amount = last ? balance + interest : Math.min(paymentCents, balance + interest);
    const principal = amount - interest;
    balance -= principal;
    interestTotal += interest;
    payments.push({ number: k + 1, date: dates[k], amount: amount / 100, interest: interest / 100, principal: principal / 100, balance: balance / 100 });
  });
  return { paymentCents, payments, interestCents: interestTotal };
}
