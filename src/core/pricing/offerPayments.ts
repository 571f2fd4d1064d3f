/** The payment fields of a loan schedule (SPEC section 3 LoanSchedule), as the applicant's and the staff's views carry them. */
export interface SchedulePayments {
  number_of_payments: number;
  amount_of_payments: number;
  /** The last payment; absent from offers priced before the server said it. */
  final_payment_amount?: number;
}

/** The payments of an offer as the member's card and the staff console state them. */
export interface OfferPayments {
  /** The monthly (level) payment: every payment but the last; the only one of a single-payment loan. */
  level: number;
  /** The last payment. */
  final: number;
  /** Whether the last payment is another amount than the others (said apart). */
  lastDiffers: boolean;
}

/**
 * The level payment is rounded up to the cent and the last one is what is left, so it can be a
 * few cents less (server/domain/pricing/amortize.ts). Offers priced before the server said the last
 * payment (`final_payment_amount`) have every payment at `amount_of_payments`.
 */
export function offerPayments(schedule: SchedulePayments): OfferPayments {
  const final = typeof schedule.final_payment_amount === 'number' ? schedule.final_payment_amount : schedule.amount_of_payments;
  const cents = (value: number) => Math.round(value * 100);
  if (schedule.number_of_payments <= 1) return { level: final, final, lastDiffers: false };
  return { level: schedule.amount_of_payments, final, lastDiffers: cents(final) !== cents(schedule.amount_of_payments) };
}
