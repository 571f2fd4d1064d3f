import { isLocalMode } from '../../config/env';
import { readApplicant } from '../../domain/application/applicantContact';
import { adverseActionNotice, loanFundedNotice, manualReviewDecidedNotice, type Notice } from '../../domain/notices';
import { deliverNotice, noticeDeliveryGaveUp } from '../../domain/notices/delivery';
import type { NoticeKind } from '../../domain/notices/record';
import type { MailAttachment } from '../../domain/ports';
import { institutionOf } from '../../flows/institution';
import { noticesRepo } from '../../repos/notices';
import { outboxRepo } from '../../repos/outbox';
import type { JobContext, JobHandler } from '../types';

/** The applicant, language, creditor, date and the member's e-mail and mailing address on file. */
async function applicantOf(ctx: JobContext) {
  const { contact, language } = await readApplicant(ctx.services.db, ctx.services.secrets, ctx.application.id);
  if (!contact) throw new Error('The application has no verified applicant to notify');
  const member = ctx.application.member_id ? await ctx.services.members.getMember(ctx.application.member_id) : null;
  const institution = institutionOf(ctx.product, ctx.services.brand);
  const date = ctx.services.now().toISOString().slice(0, 10);
  return {
    contact, language, institution, date,
    reference: ctx.application.reference,
    applicant: { firstName: contact.firstName, lastName: contact.lastName },
    email: member?.email ?? null,
    mailingAddress: member?.mailing_address ?? null,
  };
}

type Applicant = Awaited<ReturnType<typeof applicantOf>>;

/**
 * Delivers a notice (server/domain/notices/delivery.ts): e-mail when SMTP is configured and
 * the member has an e-mail on file, else the printed batch (mailed to the address on file; with
 * none, printed marked for staff and logged as a warning; also at once when the mail server
 * refuses the e-mail for good: the job ends done, its letter printed); then the short text by SMS. In
 * local mode the letter is also copied once to the dev outbox (channel 'mail').
 */
async function deliver(ctx: JobContext, a: Applicant, kind: NoticeKind, notice: Notice, attachments?: () => Promise<MailAttachment[]>): Promise<void> {
  const { services } = ctx;
  const name = `${a.contact.firstName} ${a.contact.lastName}`;
  const first = isLocalMode(services.env) && (await noticesRepo.forApplication(services.db, ctx.application.id, kind)).length === 0;
  try {
    const { notice: row, refused, unaddressed } = await deliverNotice(services, {
      applicationId: ctx.application.id, kind, language: a.language, notice, phoneNumber: a.contact.phoneNumber, attachments,
      letter: { recipient: { name, email: a.email, mailingAddress: a.mailingAddress }, institution: a.institution, date: a.date, subject: notice.subject, body: notice.body },
    });
    if (refused?.failed)
      ctx.log?.error(
        { application: ctx.application.id, notice: refused.failed.id, kind, attempts: refused.failed.attempts, error: refused.failed.last_error, printed: refused.printed?.id ?? null, noticesFailed: 1 },
        'notice e-mail refused for good by the mail server (5xx); the letter goes to the printed batch now',
      );
    ctx.log?.info({ application: ctx.application.id, notice: row.id, kind, channel: row.channel, status: row.status, printedInstead: Boolean(refused?.printed) }, 'notice delivered');
    if (unaddressed) ctx.log?.warn({ application: ctx.application.id, notice: row.id, kind, noticeUnaddressed: 1 }, 'no e-mail and no mailing address on file: the letter is printed marked for staff to address by hand');
  } finally {
    if (first) await outboxRepo.add(services.db, { to: name, channel: 'mail', body: `${notice.subject}\n\n${notice.body}`, sent_at: services.now().toISOString() });
  }
}

/** After the last try: a queued e-mail becomes 'failed' (logged, counted in /metrics) and goes to the printed batch. */
async function gaveUp(ctx: JobContext, kind: NoticeKind, error: unknown): Promise<void> {
  const { failed, printed } = await noticeDeliveryGaveUp(ctx.services, ctx.application.id, kind, error);
  if (failed)
    ctx.log?.error(
      { application: ctx.application.id, notice: failed.id, kind, attempts: failed.attempts, error: failed.last_error, printed: printed?.id ?? null, noticesFailed: 1 },
      'notice e-mail failed for good; the letter goes to the printed batch',
    );
}

/** The signed agreement of the application, from the e-signature provider, as an attachment. */
async function signedAgreement(ctx: JobContext, language: string): Promise<MailAttachment[]> {
  const { rows } = await ctx.services.db.query<{ envelope_id: string | null }>(
    "SELECT detail->>'envelope_id' AS envelope_id FROM application_events WHERE application_id = $1 AND type = 'signature_confirmed' ORDER BY id DESC LIMIT 1",
    [ctx.application.id],
  );
  const envelopeId = rows[0]?.envelope_id;
  const pdf = envelopeId ? await ctx.services.esign.getSignedDocument(envelopeId) : null;
  if (!pdf) throw new Error('The signed agreement is not available from the e-signature provider yet');
  return [{ filename: language === 'es' ? 'contrato-de-prestamo.pdf' : 'loan-agreement.pdf', contentType: 'application/pdf', content: pdf }];
}

/** 'notice-adverse-action' {reasons}: the ECOA adverse action notice of a denial. */
export const adverseActionNoticeJob: JobHandler = {
  kind: 'notice-adverse-action',
  async run(ctx) {
    const a = await applicantOf(ctx);
    const reasons = (ctx.job.payload.reasons as string[] | undefined) ?? ctx.application.outcome?.reasons ?? [];
    await deliver(ctx, a, 'adverse_action', adverseActionNotice({ ...a, reasons }));
  },
  giveUp: (ctx, error) => gaveUp(ctx, 'adverse_action', error),
};

/** 'notice-review-decided' {approved, reasons?}: a manual review ended (a denial is the adverse action notice). */
export const reviewDecidedNoticeJob: JobHandler = {
  kind: 'notice-review-decided',
  async run(ctx) {
    const a = await applicantOf(ctx);
    if (ctx.job.payload.approved === true) return deliver(ctx, a, 'review_approved', manualReviewDecidedNotice({ ...a, approved: true }));
    const reasons = (ctx.job.payload.reasons as string[] | undefined) ?? [];
    await deliver(ctx, a, 'adverse_action', manualReviewDecidedNotice({ ...a, approved: false, reasons }));
  },
  giveUp: (ctx, error) => gaveUp(ctx, ctx.job.payload.approved === true ? 'review_approved' : 'adverse_action', error),
};

/** 'notice-funded' {amount, account, firstPayment}: the loan was deposited; the e-mail carries the signed agreement. */
export const fundedNoticeJob: JobHandler = {
  kind: 'notice-funded',
  async run(ctx) {
    const a = await applicantOf(ctx);
    const p = ctx.job.payload as { amount: number; account: { description: string; lastFour: string }; firstPayment?: { amount: number; date: string } };
    const notice = loanFundedNotice({ ...a, amount: p.amount, account: p.account, firstPayment: p.firstPayment });
    await deliver(ctx, a, 'funded', notice, () => signedAgreement(ctx, a.language));
  },
  giveUp: (ctx, error) => gaveUp(ctx, 'funded', error),
};
