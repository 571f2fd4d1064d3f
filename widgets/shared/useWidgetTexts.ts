import { useTranslation } from 'react-i18next';
import type { UiSchema } from '@rjsf/utils';
import { helpKey } from './texts';

/** Props every widget's texts come from. */
export interface WidgetTextSource {
  label: string;
  schema: { title?: string };
  uiSchema?: UiSchema;
  options?: Record<string, unknown>;
  placeholder?: string;
}

/**
 * The translated label, hint and placeholder of a widget. The schema title, `ui:help` and
 * `ui:placeholder` are i18n keys (`forms:fields.firstName`); a text that is not a key is
 * shown as it is. `defaultLabelKey` is used when the schema has no title.
 */
export function useWidgetTexts(props: WidgetTextSource, defaultLabelKey?: string, helpValues?: Record<string, string>) {
  const { t, i18n } = useTranslation();
  const labelKey = props.schema.title ?? defaultLabelKey ?? props.label;
  const help = helpKey(props.uiSchema, props.options);
  return {
    t,
    language: i18n.language,
    label: t(labelKey),
    hint: help ? t(help, helpValues) : undefined,
    placeholder: props.placeholder ? t(props.placeholder) : undefined,
  };
}
