import type { ApplicationView } from '../../../src/core/application';
import viewSchema from '../../../schemas/api/application-view.schema.json';

/** Every field of ApplicationView, checked by the compiler both ways (a field added to or taken from the type breaks this list). */
const FIELDS = {
  application_id: true,
  step: true,
  allowed_steps: true,
  skipped_steps: true,
  channel: true,
  expires_in_seconds: true,
  is_polling_step: true,
  reference: true,
  min_loan_amount: true,
  max_loan_amount: true,
  loan_amount: true,
  monthly_housing_expenses: true,
  loan_purpose: true,
  loan_purpose_other_reason: true,
  checking_accounts: true,
  direct_deposit_account: true,
  loan_schedules: true,
  selected_offer_id: true,
  selected_loan_schedule: true,
  is_automatic_payments_enabled: true,
  automatic_payment_apr_discount: true,
  outcome: true,
} satisfies Record<keyof ApplicationView, true>;

describe('the application view', () => {
  it('declares in src/core/application.ts exactly the fields of schemas/api/application-view.schema.json', () => {
    expect(Object.keys(FIELDS).sort()).toEqual(Object.keys(viewSchema.properties).sort());
  });

  it('requires what the schema requires', () => {
    const optional = (Object.keys(FIELDS) as (keyof ApplicationView)[]).filter((k) => !viewSchema.required.includes(k));
    const sample: ApplicationView = { application_id: 'a', step: 'LOAN_AMOUNT', allowed_steps: [], expires_in_seconds: 1, is_polling_step: false };
    expect(Object.keys(sample).sort()).toEqual([...viewSchema.required].sort());
    expect(optional.every((k) => !(k in sample))).toBe(true);
  });
});
