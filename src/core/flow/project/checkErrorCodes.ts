import type { FlowProblem } from '../checkFlow';
import { CLIENT_ERROR_CODES, ERROR_CODES } from '../../errors';
import { LANGUAGES, keyPointer, localeFile, type Locales } from './localeFiles';

/** The namespace and key prefix of the one error catalogue: `errors:codes.<ERROR_CODE>`. */
export const ERROR_CATALOGUE = { namespace: 'errors', prefix: 'codes.' } as const;

/**
 * Every error code the server answers (and the browser's own: time-out, no network) has its
 * text in every language, as does `codes.default`; the applicant never reads a server message.
 */
export function checkErrorCodes(locales: Locales, codes: readonly string[] = [...ERROR_CODES, ...CLIENT_ERROR_CODES]): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const { namespace, prefix } = ERROR_CATALOGUE;
  for (const lang of LANGUAGES) {
    const texts = locales.get(lang)?.get(namespace);
    for (const code of ['default', ...codes]) {
      const key = `${prefix}${code}`;
      if (texts?.get(key)?.trim()) continue;
      const message = code === 'default'
        ? `the error catalogue has no "${key}" text (shown for codes without their own); add it`
        : `the error code ${code} has no text in ${lang}; add "${key}" (applicants would read the generic text instead)`;
      problems.push({ file: localeFile(lang, namespace), pointer: keyPointer(key), message });
    }
  }
  return problems;
}
