import { buildLoanSchedule, priceOffers, type PalLoanSchedule, type ProductConfig } from '../pricing';
import type { ApplicationData } from '../../repos/applications';
import type { OfferPreselection } from '../../../src/core/flow/channelTypes';

/** Prefix of offer ids: `offer-3m`, `offer-6m` (stable when autopay is toggled). */
export const OFFER_ID_PREFIX = 'offer';

/** An approval to price: the approved amount, what was asked, the payment budget and MLA cover. */
export interface Approval {
  amount: number;
  requestedAmount: number;
  maxMonthlyPayment?: number;
  militaryCovered: boolean;
}

/**
 * The offer `rule` picks among `schedules` (a channel's `preselectOffer`), or null without a rule
 * or offers. `lowestFinanceCharge`: the least finance charge, then the fewest payments.
 */
export function preselectedOffer(schedules: readonly PalLoanSchedule[], rule: OfferPreselection | undefined): PalLoanSchedule | null {
  if (!rule || !schedules.length) return null;
  return [...schedules].sort((a, b) => a.finance_charge - b.finance_charge || a.number_of_payments - b.number_of_payments)[0];
}

/**
 * The application fields of freshly priced offers (autopay off): nothing selected, or the offer
 * `preselect` picks (the channel's `preselectOffer`), selected as if the member had chosen it.
 */
export function offerData(config: ProductConfig, data: ApplicationData, approval: Approval, today: string, preselect?: OfferPreselection): ApplicationData {
  const schedules = priceOffers({
    config, amount: approval.amount, requestedAmount: approval.requestedAmount, maxMonthlyPayment: approval.maxMonthlyPayment,
    fundingDate: today, automaticPayments: false, militaryCovered: approval.militaryCovered, offerIdPrefix: OFFER_ID_PREFIX,
  });
  const chosen = preselectedOffer(schedules, preselect);
  return {
    ...data,
    loan_schedules: schedules,
    selected_offer_id: chosen?.offer_id ?? null,
    selected_loan_schedule: chosen,
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
