import type { Language } from '../../domain/agreement';
import type { SigningMessageType } from '../esign';
import { escapeHtml } from '../esign/escapeHtml';
import { SIGNING_PAGE_CSS } from '../esign/signingPageStyles';
import type { ReturnPageKind } from './returnEvents';

interface ReturnTexts {
  pageTitle: string;
  heading: Record<ReturnPageKind, string>;
  body: Record<ReturnPageKind, string>;
}

const RELOAD_EN = 'Reload this page to start signing again.';
const RELOAD_ES = 'Vuelva a cargar esta página para empezar a firmar otra vez.';

/** Every text of the return page, in both languages. */
export const RETURN_PAGE_TEXTS: Record<Language, ReturnTexts> = {
  en: {
    pageTitle: 'Signing',
    heading: {
      signed: 'Thank you for signing', idCheckFailed: 'We could not verify your identity', canceled: 'Signing canceled',
      ended: 'Your signing session ended', error: 'Signing could not be finished', invalid: 'This signing session is not valid',
      checking: 'One moment', signIn: 'Please sign in again',
    },
    body: {
      signed: 'One moment while we confirm your signature.', idCheckFailed: 'One moment while we update your application.', canceled: 'One moment.',
      ended: RELOAD_EN, error: RELOAD_EN, invalid: RELOAD_EN,
      checking: 'Checking your session.', signIn: 'Your session on this device has ended. Sign in again to continue with your application; nothing was changed.',
    },
  },
  es: {
    pageTitle: 'Firma',
    heading: {
      signed: 'Gracias por firmar', idCheckFailed: 'No pudimos verificar su identidad', canceled: 'Firma cancelada',
      ended: 'Su sesión de firma terminó', error: 'No se pudo terminar la firma', invalid: 'Esta sesión de firma no es válida',
      checking: 'Un momento', signIn: 'Inicie sesión otra vez',
    },
    body: {
      signed: 'Un momento mientras confirmamos su firma.', idCheckFailed: 'Un momento mientras actualizamos su solicitud.', canceled: 'Un momento.',
      ended: RELOAD_ES, error: RELOAD_ES, invalid: RELOAD_ES,
      checking: 'Comprobando su sesión.', signIn: 'Su sesión en este dispositivo terminó. Inicie sesión otra vez para continuar con su solicitud; no se cambió nada.',
    },
  },
};

/** The return page's inline script: posts `{type}` to the parent at the app's origin, like the built-in signing page. */
export const RETURN_PAGE_SCRIPT = `(function(){'use strict';
var c=JSON.parse(document.getElementById('return-config').textContent);
if(c.type&&window.parent&&window.parent!==window){window.parent.postMessage({type:c.type},c.appOrigin);}
})();`;

/** The `checking` page's inline script: loads the page once more (`c.again`, a relative URL), now from our own origin. */
export const RETURN_PAGE_AGAIN_SCRIPT = `(function(){'use strict';
var c=JSON.parse(document.getElementById('return-again').textContent);
window.location.replace(c.again);
})();`;

/** Input of the return page. */
export interface ReturnPageInput {
  /** `checking` only: the relative URL the page loads itself again at. */
  again?: string;
  kind: ReturnPageKind;
  language: Language;
  /** The message to post to the parent, or none. */
  message: SigningMessageType | null;
  /** The app's origin (the postMessage target). */
  appOrigin: string;
  /** The CSP nonce of this response. */
  nonce: string;
}

const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The page DocuSign sends the signer back to, inside the signing frame: a heading and a line in
 * the envelope's language, and (for signing_complete, id_check_failed and cancel) the script that
 * tells the app, with the same message shape and target origin as the built-in signing page.
 */
export function renderReturnPage(input: ReturnPageInput): string {
  const t = RETURN_PAGE_TEXTS[input.language];
  const n = ` nonce="${escapeHtml(input.nonce)}"`;
  const script = input.message
    ? `<script type="application/json" id="return-config">${jsonForScript({ type: input.message, appOrigin: input.appOrigin })}</script>\n<script${n}>${RETURN_PAGE_SCRIPT}</script>`
    : input.again
      ? `<script type="application/json" id="return-again">${jsonForScript({ again: input.again })}</script>\n<script${n}>${RETURN_PAGE_AGAIN_SCRIPT}</script>`
      : '';
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.pageTitle)}</title>
<style${n}>${SIGNING_PAGE_CSS}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.heading[input.kind])}</h1>
<p role="status">${escapeHtml(t.body[input.kind])}</p>
</main>
${script}
</body>
</html>`;
}
