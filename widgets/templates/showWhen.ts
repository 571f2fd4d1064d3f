/** `ui:options.showWhen`: show a field only while another field of the form equals a value. */
export interface ShowWhen {
  field: string;
  equals: unknown;
}

/**
 * Whether a field with this `showWhen` option is shown, given the whole form data. No option
 * or no form data: shown. A malformed option is a configuration error and throws.
 */
export function isShown(showWhen: unknown, formData: Record<string, unknown> | undefined): boolean {
  if (showWhen === undefined) return true;
  if (typeof showWhen !== 'object' || showWhen === null || typeof (showWhen as ShowWhen).field !== 'string' || !('equals' in showWhen))
    throw new Error(`ui:options.showWhen must be { field, equals }, got ${JSON.stringify(showWhen)}`);
  if (!formData) return true;
  const { field, equals } = showWhen as ShowWhen;
  return formData[field] === equals;
}
