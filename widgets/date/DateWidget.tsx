import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../shared/FormattedInput';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { autocompleteOf } from '../shared/texts';
import { formatDateInput, fromIsoDate, toIsoDate, type DateOrder } from './format';

/**
 * Date typed as `MM/DD/YYYY` in English and `DD/MM/AAAA` in Spanish (the order is the text
 * `forms:widgets.date.order`, `mdy` or `dmy`): a text input with a numeric keyboard that inserts
 * the slashes itself and keeps the caret by counting digits. Stores `YYYY-MM-DD` once complete
 * (what the schema and the server take), the text as shown before (the schema's pattern says it
 * is incomplete). Default autocomplete `bday`.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, options } = props;
  const { label, hint, t, placeholder } = useWidgetTexts(props);
  const order = t('forms:widgets.date.order') as DateOrder;
  const shown = typeof value === 'string' ? fromIsoDate(value, order) : '';

  return (
    <FormattedInput
      field={props}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete={autocompleteOf(options, 'bday')}
      placeholder={placeholder ?? t('forms:widgets.date.placeholder')}
      value={shown}
      onEdit={(raw) => {
        const text = formatDateInput(raw);
        props.onChange(text === '' ? undefined : toIsoDate(text, order));
        return { text };
      }}
      onBlur={() => props.onBlur(id, value || undefined)}
      onFocus={() => props.onFocus(id, value || undefined)}
    />
  );
}
