import type { Amortization } from './amortize';
import { computeApr } from './computeApr';

/**
 * APR of an amortization when `feeCents` is a prepaid finance charge: the amount financed
 * (principal minus fee) is advanced on the funding date and the scheduled payments repay it.
 */
export function scheduleApr(principalCents: number, feeCents: number, fundingDate: string, amortization: Amortization): number {
  return computeApr({
    advances: [{ date: fundingDate, amount: (principalCents - feeCents) / 100 }],
    payments: amortization.payments.map((p) => ({ date: p.date, amount: p.amount })),
    unitPeriod: 'month',
  });
}

/**
 * The largest fee (whole cents, at most `maxFeeCents`) for which the schedule's APR stays at
 * or under `aprCap`; 0 when even no fee exceeds it.
 */
export function largestFeeWithinAprCap(principalCents: number, maxFeeCents: number, fundingDate: string, amortization: Amortization, aprCap: number): number {
  const fits = (fee: number) => scheduleApr(principalCents, fee, fundingDate, amortization) <= aprCap;
  if (fits(maxFeeCents)) return maxFeeCents;
  let low = 0;
  let high = maxFeeCents;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}
