import { noticeDate, noticeMoney } from './format';
import { noticeTexts } from './texts';
import type { Notice, NoticeApplicant, NoticeCommon, NoticeInstitution, NoticeLanguage } from './types';

/** Input of the loan-funded notice. */
export interface LoanFundedInput extends NoticeCommon {
  language: NoticeLanguage;
  institution: NoticeInstitution;
  applicant: NoticeApplicant;
  /** Dollars deposited. */
  amount: number;
  /** The account that received the funds (only its last four digits are shown). */
  account: { description: string; lastFour: string };
  /** First payment, when known. */
  firstPayment?: { amount: number; date: string };
}

/** The notice that the loan was deposited (funds may take a few minutes to show). */
export function loanFundedNotice(input: LoanFundedInput): Notice {
  const t = noticeTexts[input.language];
  const { institution: inst, applicant } = input;
  const amount = noticeMoney(input.amount);
  const body = [
    t.greeting(`${applicant.firstName} ${applicant.lastName}`),
    t.funded.body(amount, t.account(input.account.description, input.account.lastFour)),
    ...(input.firstPayment
      ? [t.funded.firstPayment(noticeMoney(input.firstPayment.amount), noticeDate(input.firstPayment.date, input.language))]
      : []),
    ...(input.reference ? [t.reference(input.reference)] : []),
    ...(inst.phone ? [t.questions(inst.phone)] : []),
    t.closing(inst.name),
  ].join('\n\n');
  return { subject: t.funded.subject(inst.name), body, smsText: t.funded.sms(inst.name, applicant.firstName, amount) };
}
