import type { ApplicantLanguage } from '../../domain/application/applicantContact';
import { escapeHtml } from '../../adapters/esign/escapeHtml';

const TEXTS = {
  en: {
    title: 'We could not open your loan application',
    body: 'The link from online banking did not work (it may have expired or been used already). Go back to online banking and start again.',
    code: 'Error code',
  },
  es: {
    title: 'No pudimos abrir su solicitud de préstamo',
    body: 'El enlace desde la banca en línea no funcionó (puede haber vencido o ya haberse usado). Regrese a la banca en línea y comience de nuevo.',
    code: 'Código de error',
  },
} as const;

/**
 * The page a browser gets when a launch is refused: what happened and what to do, in the
 * member's language, with the error code for the credit union's support. No script, no styles
 * beyond the defaults (the strict CSP holds).
 */
export function launchErrorPage(language: ApplicantLanguage, errorCode: string, institutionName: string): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)} - ${escapeHtml(institutionName)}</title></head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.code)}: <code>${escapeHtml(errorCode)}</code></p>
</main>
</body>
</html>
`;
}
