import type { RJSFValidationError } from '@rjsf/utils';
import type { FieldErrorDetail } from '../../core/errors';
/** Translates an i18n key with interpolation values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

interface SchemaWithMessages {
  properties?: Record<string, { 'x-messages'?: Record<string, string> }>;
}

/** Top-level field an RJSF error is about ('' for the whole form). */
export function errorField(error: RJSFValidationError): string {
  if (error.name === 'required' && typeof error.params?.missingProperty === 'string') return error.params.missingProperty;
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/** Interpolation values of the messages of one field. */
export type FieldValues = (field: string) => Record<string, unknown>;

/**
 * Maps Ajv errors to the schema's `x-messages` i18n keys (translated with the field's `values`), keeps
 * one error per field and drops the `if` keyword errors (their `then` errors say it all).
 */
export function transformErrorsWith(
  schema: SchemaWithMessages,
  t: Translate,
  values: FieldValues,
): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  return (errors) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      if (error.name === 'if') continue;
      const field = errorField(error);
      if (seen.has(field)) continue;
      seen.add(field);
      const key = error.name ? schema.properties?.[field]?.['x-messages']?.[error.name] : undefined;
      const message = key ? t(key, values(field)) : (error.message ?? '');
      out.push({ ...error, property: field ? `.${field}` : error.property, message, stack: message });
    }
    return out;
  };
}

/** True when `details` is the list of field problems of a 400 VALIDATION_ERROR. */
export function isFieldDetails(details: unknown): details is FieldErrorDetail[] {
  return Array.isArray(details) && details.every((d) => typeof d === 'object' && d !== null && 'field' in d);
}

/** Server field problems as an RJSF extraErrors object (translated message keys when given). */
export function serverFieldErrors(details: FieldErrorDetail[], t: Translate, values: FieldValues) {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const detail of details) {
    if (!detail.field) continue;
    const message = detail.message_key ? t(detail.message_key, values(detail.field)) : detail.message;
    errors[detail.field] = { __errors: [...(errors[detail.field]?.__errors ?? []), message] };
  }
  return errors;
}
