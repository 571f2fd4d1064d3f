import { readApplicant, type ApplicantContact } from '../../domain/application/applicantContact';
import { adverseActionNotice, loanFundedNotice, manualReviewDecidedNotice, type Notice } from '../../domain/notices';
import { institutionOf } from '../../flows/institution';
import { outboxRepo } from '../../repos/outbox';
import type { JobContext, JobHandler, JobServices } from '../types';

/**
 * Delivers a notice: the full letter to the outbox (channel 'mail', addressed by name) and the
 * short text by SMS to the phone entered at apply. Neither carries an SSN or date of birth.
 */
export async function deliverNotice(services: Pick<JobServices, 'db' | 'now' | 'sms'>, contact: ApplicantContact, notice: Notice): Promise<void> {
  await outboxRepo.add(services.db, {
    to: `${contact.firstName} ${contact.lastName}`,
    channel: 'mail',
    body: `${notice.subject}\n\n${notice.body}`,
    sent_at: services.now().toISOString(),
  });
  await services.sms.send(contact.phoneNumber, notice.smsText);
}

async function applicantOf(ctx: JobContext) {
  const { contact, language } = await readApplicant(ctx.services.db, ctx.services.secrets, ctx.application.id);
  if (!contact) throw new Error('The application has no verified applicant to notify');
  const institution = institutionOf(ctx.product, ctx.services.brand);
  const date = ctx.services.now().toISOString().slice(0, 10);
  return { contact, language, institution, date, applicant: { firstName: contact.firstName, lastName: contact.lastName } };
}

/** 'notice-adverse-action' {reasons}: the ECOA adverse action notice of a denial. */
export const adverseActionNoticeJob: JobHandler = {
  kind: 'notice-adverse-action',
  async run(ctx) {
    const a = await applicantOf(ctx);
    const reasons = (ctx.job.payload.reasons as string[] | undefined) ?? ctx.application.outcome?.reasons ?? [];
    await deliverNotice(ctx.services, a.contact, adverseActionNotice({ ...a, reasons }));
  },
};

/** 'notice-review-decided' {approved, reasons?}: a manual review ended (a denial is the adverse action notice). */
export const reviewDecidedNoticeJob: JobHandler = {
  kind: 'notice-review-decided',
  async run(ctx) {
    const a = await applicantOf(ctx);
    const notice = ctx.job.payload.approved === true
      ? manualReviewDecidedNotice({ ...a, approved: true })
      : manualReviewDecidedNotice({ ...a, approved: false, reasons: (ctx.job.payload.reasons as string[] | undefined) ?? [] });
    await deliverNotice(ctx.services, a.contact, notice);
  },
};

/** 'notice-funded' {amount, account, firstPayment}: the loan was deposited. */
export const fundedNoticeJob: JobHandler = {
  kind: 'notice-funded',
  async run(ctx) {
    const a = await applicantOf(ctx);
    const p = ctx.job.payload as { amount: number; account: { description: string; lastFour: string }; firstPayment?: { amount: number; date: string } };
    await deliverNotice(ctx.services, a.contact, loanFundedNotice({ ...a, amount: p.amount, account: p.account, firstPayment: p.firstPayment }));
  },
};
