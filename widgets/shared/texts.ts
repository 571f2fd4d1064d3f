import type { UiSchema } from '@rjsf/utils';

/** The `ui:help` i18n key of a field's uiSchema, if any. */
export function helpKey(uiSchema: UiSchema | undefined, options: Record<string, unknown> | undefined): string | undefined {
  const help = uiSchema?.['ui:help'] ?? options?.help;
  return typeof help === 'string' && help !== '' ? help : undefined;
}

/** The `ui:autocomplete` of a field's uiSchema (RJSF hands it in `options.autocomplete`). */
export function autocompleteOf(options: Record<string, unknown> | undefined, fallback?: string): string | undefined {
  const value = options?.autocomplete;
  return typeof value === 'string' && value !== '' ? value : fallback;
}
