import type { FieldErrorDetail } from '../errors';

/**
 * The apply form and the code screen without JavaScript: a `<form method="post">` the server
 * answers itself (server/http/routes/noScriptForms.ts). What both sides agree on lives here.
 */

/** Name of the hidden field carrying the page's form token (the double of the form-token cookie). */
export const FORM_TOKEN_FIELD = 'form_token';

/** Name of the code screen's one field. */
export const CODE_FIELD = 'code';

/** Name and value of the code screen's second button: asks for a new code instead of verifying. */
export const RESEND_FIELD = 'action';
export const RESEND_VALUE = 'resend';

/** Prefix RJSF gives a top-level field's id and name (`root_firstName`). */
export const FIELD_NAME_PREFIX = 'root_';

/** Id of the JSON data block with the problems of a form posted without JavaScript (the browser takes them over). */
export const POSTED_FORM_ELEMENT_ID = 'posted-form';

/** Order of a typed date (widgets/date/format.ts): `MM/DD/YYYY` or `DD/MM/YYYY`. */
export type TypedDateOrder = 'mdy' | 'dmy';

/** Why a member was sent back to the apply page from the code screen (an error_code the app shows as a message). */
export const RESTART_CODES = ['OTP_INVALID_TOKEN', 'OTP_SESSION_EXPIRED', 'OTP_MAX_ATTEMPTS_EXCEEDED', 'OTP_TOKEN_EXPIRED'] as const;

/** One of {@link RESTART_CODES}. */
export type RestartCode = (typeof RESTART_CODES)[number];

/** A form posted without JavaScript, rendered back by the server with its problems. */
export interface PostedForm {
  /** The apply form or the code screen. */
  screen: 'apply' | 'otp';
  /**
   * Apply: the form data to show again (values as the form stores them). Never the SSN: the
   * page asks for it again (SSN and date of birth are the data DESIGN.md section 5 protects).
   */
  values?: Record<string, string>;
  /** Field problems (as the JSON apply's 400 details), shown by the fields and in the summary. */
  errors?: FieldErrorDetail[];
  /** A message for the whole page: an i18n key (`errors:codes.OTP_MAX_ATTEMPTS_EXCEEDED`...). */
  messageKey?: string;
  /** Apply: the code could not be sent, or too many tries (src/flow/forms/applyFailure.ts). */
  failure?: { kind: 'sendFailed' } | { kind: 'rateLimited'; retryAfterSeconds: number | undefined };
  /** Code screen: the last four digits of the phone the code went to. */
  phoneLast4?: string;
  /** Code screen: a new code was sent, or one was asked for before the cooldown ended (the seconds left). */
  resend?: { kind: 'sent' } | { kind: 'wait'; seconds: number };
}

/** Digits only. */
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The value a widget stores for text typed into it (the same as widgets/phone, ssn and date do
 * while typing), so that a form posted without JavaScript is validated as the browser would:
 * phone: 10 digits (an 11-digit number loses its leading 1); SSN: at most 9 digits; date:
 * `YYYY-MM-DD` from the 8 digits in the language's order (else the text); other widgets: the
 * text. Empty text is no value.
 */
export function storedValueOfTyped(widget: string | undefined, text: string, dateOrder: TypedDateOrder): string | undefined {
  if (text === '') return undefined;
  if (widget === 'phone') {
    let d = digits(text);
    if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
    return d.slice(0, 10) || undefined;
  }
  if (widget === 'ssn') return digits(text).slice(0, 9) || undefined;
  if (widget === 'date') {
    const d = digits(text).slice(0, 8);
    if (d.length < 8) return text;
    const [a, b] = [d.slice(0, 2), d.slice(2, 4)];
    return `${d.slice(4, 8)}-${dateOrder === 'dmy' ? `${b}-${a}` : `${a}-${b}`}`;
  }
  return text;
}

/** The widget named by a uiSchema for a top-level field (`ui:widget`), if any. */
export function widgetOf(uiSchema: Record<string, unknown>, field: string): string | undefined {
  const ui = uiSchema[field] as { 'ui:widget'?: unknown } | undefined;
  return typeof ui?.['ui:widget'] === 'string' ? ui['ui:widget'] : undefined;
}
