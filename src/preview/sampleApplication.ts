import type { ApplicationView, LoanSchedule } from '../core/application';
import type { Step } from '../core/steps';

function schedule(offer: string, payments: number, amount: number, charge: number, final: string): LoanSchedule {
  return {
    offer_id: offer, number_of_payments: payments, amount_financed: amount, annual_interest_rate: 0.2791, finance_charge: charge,
    total_of_payments: amount + charge, amount_of_payments: Math.round(((amount + charge) / payments) * 100) / 100,
    initial_payment_date: '2026-01-15', final_payment_date: final, payday_finance_charge: 450, loan_savings: 450 - charge,
  };
}

const SCHEDULES = [schedule('offer-3', 3, 480, 44.1, '2026-03-15'), schedule('offer-6', 6, 480, 69.35, '2026-06-15')];

/**
 * A sample application at `step` with every field filled in, for the product owners' preview
 * (amounts between `min` and `max` of the product).
 */
export function sampleApplication(step: Step, min = 200, max = 1000): ApplicationView {
  return {
    application_id: 'PREVIEW-0001', step, allowed_steps: [step], expires_in_seconds: 900, is_polling_step: false,
    min_loan_amount: min, max_loan_amount: max, loan_amount: Math.round((min + max) / 2 / 10) * 10,
    monthly_housing_expenses: 1200, loan_purpose: 'RENT',
    checking_accounts: [
      { account_id: 'CHK-1', description: 'Everyday checking', last_four: '4521' },
      { account_id: 'CHK-2', description: 'Bills checking', last_four: '7788' },
    ],
    direct_deposit_account: { account_id: 'CHK-1', description: 'Everyday checking', last_four: '4521' },
    loan_schedules: SCHEDULES, selected_offer_id: 'offer-6', selected_loan_schedule: SCHEDULES[1],
    is_automatic_payments_enabled: false, automatic_payment_apr_discount: 0.01,
  };
}
