import type { UiSchema } from '@rjsf/utils';

/** Translates an i18n key with interpolation values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

interface SchemaLike {
  properties?: Record<string, { title?: string }>;
}

type UiField = Record<string, unknown>;

const TEXT_KEYS = ['ui:title', 'ui:help', 'ui:placeholder', 'ui:description'] as const;

function isShown(options: UiField | undefined, data: Record<string, unknown>): boolean {
  const when = options?.showWhen as { field?: string; equals?: unknown } | undefined;
  return !when?.field || data[when.field] === when.equals;
}

/**
 * A translated copy of a uiSchema (the JSON Schema itself stays untouched: the precompiled
 * validator must see the very schema it was built from). Schema titles become `ui:title`;
 * help, placeholders, descriptions, enum names and the submit text are translated; a field
 * whose `ui:options.showWhen` does not hold is rendered hidden.
 */
export function translateUiSchema(
  ui: UiSchema,
  schema: SchemaLike,
  t: Translate,
  values: Record<string, unknown>,
  data: Record<string, unknown>,
): UiSchema {
  const out: UiSchema = { ...ui };
  const fields = new Set([...Object.keys(schema.properties ?? {}), ...Object.keys(ui).filter((k) => !k.startsWith('ui:'))]);
  for (const field of fields) {
    const source = { ...((ui[field] as UiField | undefined) ?? {}) };
    const title = schema.properties?.[field]?.title;
    if (title && !source['ui:title']) source['ui:title'] = title;
    for (const key of TEXT_KEYS) {
      if (typeof source[key] === 'string') source[key] = t(source[key] as string, values);
    }
    if (Array.isArray(source['ui:enumNames'])) source['ui:enumNames'] = (source['ui:enumNames'] as string[]).map((k) => t(k, values));
    const options = source['ui:options'] as UiField | undefined;
    if (!isShown(options, data)) source['ui:widget'] = 'hidden';
    out[field] = source;
  }
  const submit = ui['ui:submitButtonOptions'] as { submitText?: string } | undefined;
  if (submit?.submitText) out['ui:submitButtonOptions'] = { ...submit, submitText: t(submit.submitText, values) };
  return out;
}
