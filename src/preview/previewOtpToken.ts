import { SESSION_KEYS, readSession, writeSession } from '../screens/common/sessionKeys';

/** The OTP token the preview's code-entry cells use; the server never issued it (their checks are off). */
export const PREVIEW_OTP_TOKEN = 'preview-sample-otp-token';

/** The last four digits the preview's code-entry screen names (the sample borrower's phone). */
export const PREVIEW_PHONE_LAST_4 = '0101';

/**
 * True when the tab's session holds an OTP token of its own (an application of this tab waiting
 * for its code): the preview then does not show the code-entry screen, which would check, verify
 * or cancel with that token.
 */
export function tabHoldsOwnOtpToken(): boolean {
  const token = readSession(SESSION_KEYS.otpToken);
  return token !== null && token !== PREVIEW_OTP_TOKEN;
}

let holders = 0;
let placed = false;

/**
 * Called when a code-entry cell of the preview mounts: the code-entry screen reads its OTP token
 * from the tab's session storage and moves on without one. Puts the sample token there unless
 * the tab already holds a token (the tab's own application): that one is never overwritten.
 * Answers the release, called when the cell unmounts: when the last cell is gone, the sample
 * token is removed, only if it is still the sample (a real one written since stays).
 */
export function holdPreviewOtpToken(): () => void {
  holders += 1;
  if (readSession(SESSION_KEYS.otpToken) === null) {
    writeSession(SESSION_KEYS.otpToken, PREVIEW_OTP_TOKEN);
    placed = true;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !placed) return;
    placed = false;
    if (readSession(SESSION_KEYS.otpToken) === PREVIEW_OTP_TOKEN) writeSession(SESSION_KEYS.otpToken, null);
  };
}
