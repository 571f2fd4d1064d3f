import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedApiSchemas, generatedStaffApiSchemas, OUTPUT, STAFF_OUTPUT } from '../../../scripts/generate-api-types.mjs';
import viewSchema from '../../../schemas/api/application-view.schema.json';
import accountSchema from '../../../schemas/api/staff/account.schema.json';
import noticesSchema from '../../../schemas/api/staff/notices.schema.json';
import reviewDetailSchema from '../../../schemas/api/staff/review-detail.schema.json';
import type { ApplicationView, LoanSchedule } from '../../../src/core/application';
import type { ApplyAnswer, OtpTokenCheck, SignAnswer } from '../../../src/core/apiTypes';
import { NOTICE_STATUSES, STAFF_ROLES, type FunnelReport, type JobRetryResult, type Notice, type QueueItem, type ReviewDetail } from '../../../src/staff/api/types';

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

// The staff console's answer types come from schemas/api/staff through src/staff/api/staffApiSchemas.generated.ts.
describe('the staff API answer types', () => {
  it('are generated from the schemas as they are now (run node scripts/generate-api-types.mjs)', () => {
    expect(readFileSync(STAFF_OUTPUT, 'utf8')).toBe(generatedStaffApiSchemas());
  });

  it('list every role and every notice status the schemas allow', () => {
    expect([...STAFF_ROLES].sort()).toEqual([...accountSchema.properties.roles.items.enum].sort());
    expect([...NOTICE_STATUSES].sort()).toEqual([...noticesSchema.properties.items.items.properties.status.enum].sort());
  });

  it('describe an offer with the fields of the applicant\'s loan schedule, none required', () => {
    const offer = reviewDetailSchema.properties.offers.items;
    expect(offer.properties).toEqual(viewSchema.properties.loan_schedules.items.properties);
    expect(offer).not.toHaveProperty('required');
  });

  it('follow the schemas, references to other staff schemas included (the compiler checks these samples)', () => {
    const rita = { staff_id: 's-1', email: 'rita@example.org', display_name: 'Rita' };
    const item: QueueItem = {
      application_id: 'a', reference: 'PAL-7Q4K-2M', product: 'pal', version: 3, applicant_name: 'Robert Roe', language: 'es', loan_amount: 500, reasons: ['THIN_FILE'],
      created_at: '2026-01-01T00:00:00Z', waiting_since: '2026-01-01T00:05:00Z', waiting_seconds: 60, assigned_to: rita,
    };
    // @ts-expect-error the assignee is a staff reference (staff-ref.schema.json) or null
    const badAssignee: QueueItem = { ...item, assigned_to: { staff_id: 's-1' } };
    const offers: ReviewDetail['offers'] = [{ offer_id: 'a-6m', number_of_payments: 6, payments: [] }];
    // @ts-expect-error an offer's named fields keep their types
    const badOffer: ReviewDetail['offers'] = [{ number_of_payments: '6' }];
    const notice: Pick<Notice, 'status' | 'channel'> = { status: 'awaiting_print', channel: 'print' };
    // @ts-expect-error a notice's status is one of the schema's
    const badNotice: Pick<Notice, 'status'> = { status: 'lost' };
    const slice = { key: 'all', steps: [], outcomes: { approved: 1, denied: 0, denied_by_reason: {}, manual_review: 0, funded: 0, canceled: 0, declined: 0, processing_error: 0 } };
    const funnel: FunnelReport = { from: '2026-01-01', to: '2026-01-31', product: null, total: slice, by_language: [slice], by_channel: [slice], by_brand: [] };
    // @ts-expect-error a job is retried into the queue only
    const badRetry: JobRetryResult = { id: '1', kind: 'sms', application_id: null, status: 'running' };
    expect([item.assigned_to?.display_name, badAssignee.version, offers[0].number_of_payments, badOffer.length, notice.status, badNotice.status, funnel.total.key, badRetry.id])
      .toEqual(['Rita', 3, 6, 1, 'awaiting_print', 'lost', 'all', '1']);
  });
});
