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

/**
 * The applicant in an apply form's payload (validated with the form's schema): its text fields,
 * and the visitor id when there is one. Throws naming a field that is missing or not text (a flow
 * whose apply form lacks it).
 */
export function applicantFrom(payload: Record<string, unknown>): Applicant {
  const text = (field: keyof Applicant): string => {
    const value = payload[field];
    if (typeof value !== 'string') throw new Error(`The apply form's payload has no text field "${field}"`);
    return value;
  };
  const applicant: Applicant = { firstName: text('firstName'), lastName: text('lastName'), ssn: text('ssn'), phoneNumber: text('phoneNumber'), dob: text('dob') };
  return typeof payload.visitorId === 'string' ? { ...applicant, visitorId: payload.visitorId } : applicant;
}

/** Lower case, accents removed, spaces collapsed: "García " -> "garcia". */
export function normalizeName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** E.164 form of a 10-digit US number. */
export function usE164(tenDigits: string): string {
  return `+1${tenDigits}`;
}
