import { adverseActionNotice } from './adverseAction';
import { noticeTexts } from './texts';
import type { Notice, NoticeApplicant, NoticeCommon, NoticeInstitution, NoticeLanguage } from './types';

interface ManualReviewBase extends NoticeCommon {
  language: NoticeLanguage;
  institution: NoticeInstitution;
  applicant: NoticeApplicant;
  /** YYYY-MM-DD date of the notice. */
  date: string;
}

/** Input of the notice sent when a manual review ends: approved, or denied with reasons. */
export type ManualReviewDecidedInput =
  | (ManualReviewBase & { approved: true; /** Where the applicant continues (review offer, sign). */ continueUrl?: string })
  | (ManualReviewBase & { approved: false; /** Denial reason codes, as for the adverse action notice. */ reasons: readonly string[] });

/**
 * The notice sent when a manual review is decided. A denial is the adverse action notice
 * itself (so the ECOA disclosures are never left out); an approval invites the applicant back.
 */
export function manualReviewDecidedNotice(input: ManualReviewDecidedInput): Notice {
  if (!input.approved) return adverseActionNotice(input);
  const t = noticeTexts[input.language];
  const { institution: inst, applicant } = input;
  const body = [
    t.greeting(`${applicant.firstName} ${applicant.lastName}`),
    t.manualApproved.body(inst.name),
    ...(input.continueUrl ? [t.manualApproved.next(input.continueUrl)] : []),
    ...(input.reference ? [t.reference(input.reference)] : []),
    ...(inst.phone ? [t.questions(inst.phone)] : []),
    t.closing(inst.name),
  ].join('\n\n');
  return { subject: t.manualApproved.subject(inst.name), body, smsText: t.manualApproved.sms(inst.name, applicant.firstName) };
}
