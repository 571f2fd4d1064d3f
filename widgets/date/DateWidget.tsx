import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../shared/FormattedInput';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { autocompleteOf } from '../shared/texts';
import { formatIsoDateInput } from './format';

/**
 * Date typed as `YYYY-MM-DD` (SPEC section 5 "dob"): a text input with a numeric keyboard
 * that inserts the dashes itself and keeps the caret by counting digits. Stores the text as
 * shown (the schema pattern checks it is complete). Default autocomplete `bday`.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, options } = props;
  const { label, hint, t, placeholder } = useWidgetTexts(props);
  const shown = typeof value === 'string' ? formatIsoDateInput(value) : '';

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
        const text = formatIsoDateInput(raw);
        props.onChange(text === '' ? undefined : text);
        return { text };
      }}
      onBlur={() => props.onBlur(id, shown || undefined)}
      onFocus={() => props.onFocus(id, shown || undefined)}
    />
  );
}
