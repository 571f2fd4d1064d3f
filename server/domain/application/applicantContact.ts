import type { Queryable } from '../../db/db';
import type { Secrets } from '../../crypto/secrets';
import type { Applicant } from '../identity/applicant';

/** What the server keeps of the verified applicant, encrypted: name, phone, date of birth and the SSN's last four (never the SSN). */
export interface ApplicantContact {
  firstName: string;
  lastName: string;
  /** 10 US digits as entered. */
  phoneNumber: string;
  /** YYYY-MM-DD. */
  dob: string;
  /** Last four digits of the SSN (what staff may see); absent on applications verified before it was kept. */
  ssnLastFour?: string;
}

/** The applicant's language for notices and documents. */
export type ApplicantLanguage = import('../../../src/core/languages').Language;

/** 'es' when the first language of an Accept-Language header (or a code) is Spanish, else 'en'. */
export function languageFrom(header: string | undefined): ApplicantLanguage {
  return /^\s*es\b/i.test(header ?? '') ? 'es' : 'en';
}

/**
 * The language of a call's texts and notices: the one the member chose on the page when the
 * call names it (`language` of its body), else the one kept from an earlier call (`kept`, e.g.
 * the apply's, with the code challenge), else the first language of Accept-Language.
 */
export function chosenLanguage(named: ApplicantLanguage | undefined, acceptLanguage: string | undefined, kept?: ApplicantLanguage | null): ApplicantLanguage {
  return named ?? kept ?? languageFrom(acceptLanguage);
}

/** What is kept of a verified applicant (never the SSN: its last four only). */
export function contactOf(applicant: Applicant): ApplicantContact {
  return { firstName: applicant.firstName, lastName: applicant.lastName, phoneNumber: applicant.phoneNumber, dob: applicant.dob, ssnLastFour: applicant.ssn.slice(-4) };
}

/** Stores the verified applicant (encrypted) and language on the application. */
export async function recordApplicant(q: Queryable, secrets: Secrets, applicationId: string, applicant: Applicant, language: ApplicantLanguage): Promise<void> {
  await recordContact(q, secrets, applicationId, contactOf(applicant), language);
}

/** Stores an applicant contact (encrypted) and language on the application. */
export async function recordContact(q: Queryable, secrets: Secrets, applicationId: string, contact: ApplicantContact, language: ApplicantLanguage): Promise<void> {
  await q.query('UPDATE applications SET applicant_enc = $2, language = $3 WHERE id = $1', [applicationId, secrets.encrypt(JSON.stringify(contact)), language]);
}

/** Sets the language (the one the member chose on the page, e.g. at the review or the signing). */
export async function recordLanguage(q: Queryable, applicationId: string, language: ApplicantLanguage): Promise<void> {
  await q.query('UPDATE applications SET language = $2 WHERE id = $1', [applicationId, language]);
}

/** The applicant and language of an application; the contact is null before verification. */
export async function readApplicant(q: Queryable, secrets: Secrets, applicationId: string): Promise<{ contact: ApplicantContact | null; language: ApplicantLanguage }> {
  const { rows } = await q.query<{ applicant_enc: string | null; language: string }>('SELECT applicant_enc, language FROM applications WHERE id = $1', [applicationId]);
  const row = rows[0];
  return {
    contact: row?.applicant_enc ? (JSON.parse(secrets.decrypt(row.applicant_enc)) as ApplicantContact) : null,
    language: row?.language === 'es' ? 'es' : 'en',
  };
}
