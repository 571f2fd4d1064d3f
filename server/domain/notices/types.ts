/** Languages notices exist in. */
export type NoticeLanguage = import('../../../src/core/languages').Language;

/** The creditor as notices name it. */
export interface NoticeInstitution {
  name: string;
  /** One-line mailing address. */
  address: string;
  /** Optional phone for questions. */
  phone?: string;
}

/** The person the notice is for (never SSN or date of birth). */
export interface NoticeApplicant {
  firstName: string;
  lastName: string;
}

/** What every notice input may carry besides its own fields. */
export interface NoticeCommon {
  /** The application's short reference (`PAL-7Q4K-2M`), stated in the body when given. */
  reference?: string;
}

/** A rendered notice: email/letter subject and plain-text body, plus a short SMS variant. */
export interface Notice {
  subject: string;
  body: string;
  /** Short text for SMS: first name at most, never SSN, date of birth or account numbers. */
  smsText: string;
}
