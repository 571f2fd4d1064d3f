import { noticeDate } from './format';
import { principalReasons } from './reasons';
import { noticeTexts } from './texts';
import type { Notice, NoticeApplicant, NoticeCommon, NoticeInstitution, NoticeLanguage } from './types';

/** Input of the adverse action notice. */
export interface AdverseActionInput extends NoticeCommon {
  language: NoticeLanguage;
  institution: NoticeInstitution;
  applicant: NoticeApplicant;
  /** YYYY-MM-DD date of the notice. */
  date: string;
  /** Denial reason codes (see `DENIAL_REASON_CODES`); at most 4 are stated. */
  reasons: readonly string[];
}

/**
 * The ECOA / Regulation B adverse action notice (credit denied): creditor name and address,
 * action taken, up to 4 principal reasons, the right to a statement of specific reasons, and
 * the ECOA notice naming the NCUA. Throws on an unknown reason code.
 */
export function adverseActionNotice(input: AdverseActionInput): Notice {
  const t = noticeTexts[input.language];
  const { institution: inst, applicant } = input;
  const reasons = principalReasons(input.reasons, input.language);
  const body = [
    `${inst.name}\n${inst.address}`,
    noticeDate(input.date, input.language),
    t.greeting(`${applicant.firstName} ${applicant.lastName}`),
    t.adverse.intro(inst.name),
    t.adverse.actionTaken,
    ...(reasons.length > 0 ? [`${t.adverse.reasonsHeading}\n${reasons.map((r) => `- ${r}`).join('\n')}`] : []),
    t.adverse.rightToStatement(inst.name, inst.address),
    ...(input.reference ? [t.reference(input.reference)] : []),
    ...(inst.phone ? [t.questions(inst.phone)] : []),
    t.adverse.ecoa,
    t.closing(inst.name),
  ].join('\n\n');
  return { subject: t.adverse.subject(inst.name), body, smsText: t.adverse.sms(inst.name, applicant.firstName) };
}
