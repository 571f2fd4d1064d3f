import type { Step } from './steps';

/** A checking account offered for the deposit (SPEC section 3). */
export interface CheckingAccount {
  account_id: string;
  description: string;
  last_four: string;
}

/** One loan schedule of an offer (SPEC section 3). Money in dollars, rates as fractions. */
export interface LoanSchedule {
  offer_id: string;
  number_of_payments: number;
  amount_financed: number;
  annual_interest_rate: number;
  finance_charge: number;
  total_of_payments: number;
  amount_of_payments: number;
  initial_payment_date: string;
  final_payment_date: string;
  payday_finance_charge: number;
  loan_savings: number;
  /** Further fields a product may add (payment list, fee, APR before discount...). */
  [extra: string]: unknown;
}

/**
 * The application as the server answers it (SPEC section 3). Fields appear once the
 * application has reached the point where they exist.
 */
export interface ApplicationView {
  application_id: string;
  step: Step;
  allowed_steps: Step[];
  expires_in_seconds: number;
  is_polling_step: boolean;
  min_loan_amount?: number;
  max_loan_amount?: number;
  loan_amount?: number;
  monthly_housing_expenses?: number;
  loan_purpose?: string;
  loan_purpose_other_reason?: string;
  checking_accounts?: CheckingAccount[];
  direct_deposit_account?: { account_id: string; description?: string; last_four?: string };
  loan_schedules?: LoanSchedule[];
  selected_offer_id?: string | null;
  selected_loan_schedule?: LoanSchedule | null;
  is_automatic_payments_enabled?: boolean;
  automatic_payment_apr_discount?: number;
  /** Why the application ended as it did (denial reason codes, not-eligible, manual review...). */
  outcome?: { reasons?: string[]; manual_review?: boolean; [extra: string]: unknown };
}
