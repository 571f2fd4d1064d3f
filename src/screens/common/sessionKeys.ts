import type { LoanSchedule } from '../../core/application';

/** Session storage keys shared by the screens (SPEC section 3). */
export const SESSION_KEYS = {
  otpToken: 'otp_token',
  applicationId: 'applicationId',
  /** The short reference a member reads out (`PAL-7Q4K-2M`), kept beside the id for the end screens. */
  applicationReference: 'applicationReference',
  selectedLoanSchedule: 'selected_loan_schedule',
} as const;

/** Reads a session storage value; null when absent or when storage is unavailable. */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a session storage value; storage failures are ignored. */
export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    /* private mode or quota: the screens fall back to the cached application */
  }
}

/** The selected loan schedule kept for the finalizing and completed screens, if any. */
export function readSelectedSchedule(): LoanSchedule | null {
  const raw = readSession(SESSION_KEYS.selectedLoanSchedule);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as LoanSchedule) : null;
  } catch {
    return null;
  }
}

/** Keeps the selected loan schedule for later screens (null removes it). */
export function writeSelectedSchedule(schedule: LoanSchedule | null | undefined): void {
  writeSession(SESSION_KEYS.selectedLoanSchedule, schedule ? JSON.stringify(schedule) : null);
}
