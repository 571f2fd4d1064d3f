/** What the applicant entered on the apply form (kept encrypted in the challenge). */
export interface Applicant {
  firstName: string;
  lastName: string;
  ssn: string;
  /** 10 digits. */
  phoneNumber: string;
  dob: string;
  visitorId?: string;
}

/** Lower case, accents removed, spaces collapsed: "García " -> "garcia". */
export function normalizeName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** E.164 form of a 10-digit US number. */
export function usE164(tenDigits: string): string {
  return `+1${tenDigits}`;
}
