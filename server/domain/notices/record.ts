import type { NoticeInstitution, NoticeLanguage } from './types';

/** Which notice: the adverse action notice (a denial, also after a manual review), a review approval, the funded confirmation. */
export type NoticeKind = 'adverse_action' | 'review_approved' | 'funded';

/** How a notice reaches the member: by e-mail, or on paper in the daily printed batch. */
export type NoticeChannel = 'email' | 'print';

/**
 * Where a notice stands. E-mail: queued -> sent (the provider took it) or failed (after the
 * last try; a printed copy is queued then). Print: awaiting_print -> printed (in a batch).
 */
export type NoticeStatus = 'queued' | 'sent' | 'failed' | 'awaiting_print' | 'printed';

/** The letter as it was written, stored encrypted: who it is for, the creditor, the text. Never an SSN or a date of birth. */
export interface NoticeLetter {
  recipient: {
    name: string;
    /** The member's e-mail on file, or null. */
    email: string | null;
    /** The member's mailing address on file (one line, comma separated), or null. */
    mailingAddress: string | null;
  };
  institution: NoticeInstitution;
  /** YYYY-MM-DD date of the letter. */
  date: string;
  subject: string;
  /** Plain-text body (paragraphs separated by blank lines). */
  body: string;
}

/** The language of a notice (stored with it). */
export type { NoticeLanguage };
