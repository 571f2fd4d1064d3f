import type { RJSFSchema } from '@rjsf/utils';

/** Sibling field the phone widget writes the E.164 number to when none is named. */
export const DEFAULT_NORMALIZED_FIELD = 'normalizedPhone';

/**
 * The field named by `ui:options.normalizedField` (default `normalizedPhone`), or undefined
 * when the option is `false` or the default field is not in the form. A field named explicitly
 * that the form's schema lacks is a configuration error and throws, naming it.
 */
export function normalizedFieldOf(options: Record<string, unknown> | undefined, rootSchema: RJSFSchema | undefined): string | undefined {
  const option = options?.normalizedField;
  if (option === false) return undefined;
  const properties = rootSchema?.properties ?? {};
  if (option === undefined) return DEFAULT_NORMALIZED_FIELD in properties ? DEFAULT_NORMALIZED_FIELD : undefined;
  if (typeof option !== 'string' || !(option in properties))
    throw new Error(`phone widget: ui:options.normalizedField "${String(option)}" is not a property of the form schema`);
  return option;
}
