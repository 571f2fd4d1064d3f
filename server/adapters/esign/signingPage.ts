import { escapeHtml } from './escapeHtml';
import { SIGNING_ERROR_CODES } from './signingErrors';
import { signingPageCss, type SigningPageColors } from './signingPageStyles';
import { SIGNING_PAGE_SCRIPT } from './signingPageScript';
import { signingErrorPageTexts, signingPageTexts, type SigningPageTexts } from './signingPageTexts';
import type { Language } from './types';
import type { SignatureMethod } from '../../../src/core/flow/channelTypes';

/** The `type` values the signing page posts to its parent window (SPEC section 4, Signing). */
export const SIGNING_MESSAGE_TYPES = {
  signingComplete: 'signing_complete',
  cancel: 'cancel',
  idCheckFailed: 'id_check_failed',
} as const;

/** One of the messages the signing page posts. */
export type SigningMessageType = (typeof SIGNING_MESSAGE_TYPES)[keyof typeof SIGNING_MESSAGE_TYPES];

/** Input of the signing page. */
export interface SigningPageInput {
  token: string;
  /** The envelope's stored agreement HTML (already escaped by `renderAgreementHtml`). */
  agreementHtml: string;
  language: Language;
  borrower: { firstName: string; lastName: string };
  /**
   * `click`: no consent box and no name to type, one "Agree and sign" press whose text states the
   * consent, signing as `borrower` (the member's channel vouched for them); `typed` (default): the box and the typed name.
   */
  signatureMethod?: SignatureMethod;
  /** Origin of the web app embedding the page, e.g. "https://loans.example.org" (postMessage target). */
  appOrigin: string;
  /** Same-origin URLs the page POSTs to: `{token, typed_name, consent}` and `{token}`. */
  signUrl: string;
  declineUrl: string;
  /** The CSP nonce of this response, put on the page's `<style>` and `<script>`. */
  nonce: string;
  /** Overrides of the built-in texts for the language. */
  texts?: SigningPageTexts;
  /** The brand's colour ramp (shades '10'..'160'); without it, Fluent's web palette. */
  brandColors?: SigningPageColors;
}

/** Embeds a value as JSON inside a `<script type="application/json">` element safely. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function checkOrigin(appOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(appOrigin).origin;
  } catch {
    throw new Error(`appOrigin is not an origin: ${appOrigin}`);
  }
  if (origin !== appOrigin) throw new Error(`appOrigin is not an origin: ${appOrigin}`);
  return origin;
}

function page(language: Language, title: string, nonce: string | undefined, body: string, colors?: SigningPageColors): string {
  const n = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${nonce ? `<style${n}>${signingPageCss(colors)}</style>` : ''}
</head>
<body>
${body}
</body>
</html>`;
}

/** The typed signature's fields: the E-SIGN consent box and the full name to type. */
function typedFields(t: SigningPageTexts, fullName: string): string {
  return `<div class="consent"><input type="checkbox" id="esign-consent" name="consent" required><label for="esign-consent">${escapeHtml(t.consentLabel)}</label></div>
<label for="typed-name">${escapeHtml(t.nameLabel)}</label>
<p class="hint" id="typed-name-hint">${escapeHtml(t.nameHint(fullName))}</p>
<input type="text" id="typed-name" name="typed_name" autocomplete="name" required aria-describedby="typed-name-hint signing-status">`;
}

/** A click signature's statement: what pressing "Agree and sign" consents to, and the name it signs with. */
function clickFields(t: SigningPageTexts, fullName: string): string {
  return `<p class="consent" id="click-consent">${escapeHtml(t.clickConsent(fullName))}</p>`;
}

/**
 * The complete built-in signing page: the agreement with its federal box, the E-SIGN consent
 * checkbox, the typed-name input, Sign and Decline (a click signature: the consent stated on one
 * "Agree and sign" press, no box and no name to type). Self-contained (inline CSS and JS carry
 * the nonce; no external resources). On success it posts `{type: 'signing_complete'}` to the
 * parent at `appOrigin`; on decline `cancel`; when the sign call answers ID_CHECK_FAILED,
 * `id_check_failed`.
 */
export function renderSigningPage(input: SigningPageInput): string {
  const t = input.texts ?? signingPageTexts[input.language];
  const fullName = `${input.borrower.firstName} ${input.borrower.lastName}`;
  const byClick = input.signatureMethod === 'click';
  const n = `nonce="${escapeHtml(input.nonce)}"`;
  const config = {
    token: input.token,
    signUrl: input.signUrl,
    declineUrl: input.declineUrl,
    appOrigin: checkOrigin(input.appOrigin),
    expectedName: fullName,
    messages: SIGNING_MESSAGE_TYPES,
    idCheckFailedCode: SIGNING_ERROR_CODES.idCheckFailed,
    texts: { working: t.working, signed: t.signed, declined: t.declined, generic: t.errors.generic },
    errorTexts: {
      [SIGNING_ERROR_CODES.consentRequired]: t.errors.consentRequired,
      [SIGNING_ERROR_CODES.nameMismatch]: t.errors.nameMismatch,
      [SIGNING_ERROR_CODES.linkExpired]: t.errors.linkExpired,
      [SIGNING_ERROR_CODES.linkUsed]: t.errors.linkUsed,
      [SIGNING_ERROR_CODES.linkInvalid]: t.errors.generic,
      [SIGNING_ERROR_CODES.idCheckFailed]: t.errors.idCheckFailed,
    },
  };
  const body = `<main>
<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(byClick ? t.clickIntro : t.intro)}</p>
${input.agreementHtml}
<form id="sign-form" novalidate>
${byClick ? clickFields(t, fullName) : typedFields(t, fullName)}
<div class="actions"><button type="submit" id="sign-button" class="primary"${byClick ? ' aria-describedby="click-consent"' : ''}>${escapeHtml(byClick ? t.clickSignButton : t.signButton)}</button><button type="button" id="decline-button" class="secondary">${escapeHtml(t.declineButton)}</button></div>
<p id="signing-status" class="status" role="status" aria-live="polite"></p>
</form>
</main>
<script type="application/json" id="signing-config">${jsonForScript(config)}</script>
<script ${n}>${SIGNING_PAGE_SCRIPT}</script>`;
  return page(input.language, t.pageTitle, input.nonce, body, input.brandColors);
}

/** The page for a signing link that cannot be used (expired, already used, unknown). */
export function renderSigningErrorPage(
  kind: 'expired' | 'used' | 'invalid',
  language: Language,
  options: { nonce?: string; brandColors?: SigningPageColors } = {},
): string {
  const t = signingErrorPageTexts[language];
  return page(language, t.pageTitle, options.nonce, `<main>
<h1>${escapeHtml(t.heading[kind])}</h1>
<p>${escapeHtml(t.body[kind])}</p>
</main>`, options.brandColors);
}

/** Maps a link error code to the error page kind. */
export function signingErrorPageKind(errorCode: string): 'expired' | 'used' | 'invalid' {
  if (errorCode === SIGNING_ERROR_CODES.linkExpired) return 'expired';
  if (errorCode === SIGNING_ERROR_CODES.linkUsed || errorCode === SIGNING_ERROR_CODES.envelopeClosed) return 'used';
  return 'invalid';
}
