import type { ApplicantContact } from '../../domain/application/applicantContact';
import { ageOn } from '../../domain/decision';

/** The applicant as staff see them: name, phone and SSN last four, age; never the SSN, date of birth or full phone. */
export interface StaffApplicantView {
  first_name: string;
  last_name: string;
  phone_last_four: string;
  ssn_last_four: string | null;
  age: number | null;
}

/** The staff view of a decrypted applicant contact (null before verification or after erasure). */
export function applicantView(contact: ApplicantContact | null, today: string): StaffApplicantView | null {
  if (!contact) return null;
  const ssn = contact.ssnLastFour && /^\d{4}$/.test(contact.ssnLastFour) ? contact.ssnLastFour : null;
  let age: number | null = null;
  try {
    age = contact.dob ? ageOn(contact.dob, today) : null;
  } catch {
    age = null;
  }
  return {
    first_name: contact.firstName,
    last_name: contact.lastName,
    phone_last_four: contact.phoneNumber.replace(/\D/g, '').slice(-4).padStart(4, '0'),
    ssn_last_four: ssn,
    age,
  };
}
