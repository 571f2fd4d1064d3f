import { buildLoanSchedule, priceOffers, type PalLoanSchedule, type ProductConfig } from '../pricing';
import type { ApplicationData } from '../../repos/applications';

/** Prefix of offer ids: `offer-3m`, `offer-6m` (stable when autopay is toggled). */
export const OFFER_ID_PREFIX = 'offer';

/** An approval to price: the approved amount, what was asked, the payment budget and MLA cover. */
export interface Approval {
  amount: number;
  requestedAmount: number;
  maxMonthlyPayment?: number;
  militaryCovered: boolean;
}

/** The application fields of freshly priced offers (nothing selected, autopay off). */
export function offerData(config: ProductConfig, data: ApplicationData, approval: Approval, today: string): ApplicationData {
  const schedules = priceOffers({
    config, amount: approval.amount, requestedAmount: approval.requestedAmount, maxMonthlyPayment: approval.maxMonthlyPayment,
    fundingDate: today, automaticPayments: false, militaryCovered: approval.militaryCovered, offerIdPrefix: OFFER_ID_PREFIX,
  });
  return {
    ...data,
    loan_schedules: schedules,
    selected_offer_id: null,
    selected_loan_schedule: null,
    is_automatic_payments_enabled: false,
    automatic_payment_apr_discount: config.autopayAprDiscount,
  };
}

/** The same offer priced again with autopay on or off and a funding date (same offer_id). */
export function repriceSchedule(config: ProductConfig, s: PalLoanSchedule, automaticPayments: boolean, fundingDate = s.funding_date): PalLoanSchedule {
  return buildLoanSchedule({
    config, amount: s.approved_amount, requestedAmount: s.requested_amount, termMonths: s.term_months, fundingDate,
    automaticPayments, militaryCovered: s.military_apr !== undefined, offerIdPrefix: OFFER_ID_PREFIX,
  });
}

/** The application's offers priced with autopay on or off; the selection follows its offer_id. */
export function withAutomaticPayments(config: ProductConfig, data: ApplicationData, enabled: boolean): ApplicationData {
  const schedules = ((data.loan_schedules ?? []) as PalLoanSchedule[]).map((s) => repriceSchedule(config, s, enabled));
  const selected = schedules.find((s) => s.offer_id === data.selected_offer_id) ?? null;
  return { ...data, loan_schedules: schedules, is_automatic_payments_enabled: enabled, selected_loan_schedule: selected, selected_offer_id: selected ? selected.offer_id : null };
}
