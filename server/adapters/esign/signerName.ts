/**
 * Normal form for comparing a typed name with the borrower's name: accents removed,
 * lower case, runs of spaces collapsed, trimmed. The signing page's script applies the same
 * rule (see `SIGNER_NAME_NORMALIZER_JS`), so client and server agree.
 */
export function normalizeSignerName(name: string): string {
  return String(name).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether the typed name is the borrower's full name ("First Last"), ignoring case, accents and extra spaces. */
export function signerNameMatches(typedName: string, borrower: { firstName: string; lastName: string }): boolean {
  const expected = normalizeSignerName(`${borrower.firstName} ${borrower.lastName}`);
  return expected.length > 0 && normalizeSignerName(typedName) === expected;
}

/** The same normalization as JavaScript source, for the signing page's inline script. */
export const SIGNER_NAME_NORMALIZER_JS =
  "function normalizeName(s){return String(s).normalize('NFD').replace(/[\\u0300-\\u036f]/g,'').toLowerCase().replace(/\\s+/g,' ').trim();}";
