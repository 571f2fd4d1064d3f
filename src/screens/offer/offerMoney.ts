import type { LoanSchedule } from '../../core/application';

/** The money of an offer in the member's words: what they borrow, the fee, what they receive. */
export interface OfferMoney {
  /** The loan (note) amount: what the member asked for, or was approved for. Null when the schedule does not say. */
  principal: number | null;
  /** The application fee, deducted from the proceeds (0 when there is none). */
  fee: number;
  /** What is deposited: the amount financed. */
  financed: number;
  /** The amount the member asked for, only when it is more than the loan offered. */
  requested: number | null;
}

const dollars = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Reads the PAL schedule fields the server adds to a schedule (server/domain/pricing:
 * `principal`, `application_fee`, `requested_amount`): the loan is the principal, else the amount
 * financed plus the fee when the fee is known.
 */
export function offerMoney(schedule: LoanSchedule): OfferMoney {
  const fee = dollars(schedule.application_fee);
  const principal = dollars(schedule.principal) ?? (fee !== null ? Math.round((schedule.amount_financed + fee) * 100) / 100 : null);
  const requested = dollars(schedule.requested_amount);
  return {
    principal,
    fee: fee ?? 0,
    financed: schedule.amount_financed,
    requested: requested !== null && principal !== null && requested > principal ? requested : null,
  };
}
