import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedApiSchemas, OUTPUT } from '../../../scripts/generate-api-types.mjs';
import viewSchema from '../../../schemas/api/application-view.schema.json';
import type { ApplicationView, LoanSchedule } from '../../../src/core/application';
import type { ApplyAnswer, OtpTokenCheck, SignAnswer } from '../../../src/core/apiTypes';

// The browser's answer types come from schemas/api through src/core/apiSchemas.generated.ts.
describe('the API answer types', () => {
  it('are generated from the schemas as they are now (run node scripts/generate-api-types.mjs)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(generatedApiSchemas());
  });

  it('describe the selected loan schedule as one of the offered ones', () => {
    const { type: _offered, ...offered } = viewSchema.properties.loan_schedules.items;
    const { type: selected, ...rest } = viewSchema.properties.selected_loan_schedule;
    expect(selected).toEqual(['object', 'null']);
    expect(rest).toEqual(offered);
  });

  it('follow the schemas (the compiler checks these samples)', () => {
    const schedule: LoanSchedule = {
      offer_id: 'a-6m', number_of_payments: 6, amount_financed: 980, annual_interest_rate: 0.28, finance_charge: 96.5, total_of_payments: 1076.5,
      amount_of_payments: 179.42, initial_payment_date: '2026-02-01', final_payment_date: '2026-07-01', payday_finance_charge: 900, loan_savings: 803.5,
      payments: [],
    };
    const view: ApplicationView = { application_id: 'a', step: 'OFFER_REVIEW', allowed_steps: ['OFFER_REVIEW'], expires_in_seconds: 900, is_polling_step: false, loan_schedules: [schedule] };
    // @ts-expect-error the steps are the flow's step names
    const badStep: ApplicationView = { ...view, step: 'NO_SUCH_STEP' };
    // @ts-expect-error a schedule names its offer
    const badSchedule: LoanSchedule = { ...schedule, offer_id: undefined };
    const answers: [ApplyAnswer, OtpTokenCheck, SignAnswer] = [{ otp_token: 't' }, { phone_number_last_4: '0101', resend_available_in_seconds: 0 }, { signing_url: '/esign/s/x' }];
    expect([view.loan_schedules?.[0].offer_id, badStep.step, badSchedule.number_of_payments, answers.length]).toEqual(['a-6m', 'NO_SUCH_STEP', 6, 3]);
  });
});
