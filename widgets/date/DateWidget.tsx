import type { ChangeEvent } from 'react';
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { autocompleteOf } from '../shared/texts';
import { usePendingCaret } from '../shared/usePendingCaret';
import { digitsBefore, formatIsoDateInput, newCaret } from './format';

/**
 * Date typed as `YYYY-MM-DD` (SPEC section 5 "dob"): a text input with a numeric keyboard
 * that inserts the dashes itself and keeps the caret by counting digits. Stores the text as
 * shown (the schema pattern checks it is complete). Default autocomplete `bday`.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options } = props;
  const { label, hint, t, placeholder } = useWidgetTexts(props);
  const { inputRef, placeCaret } = usePendingCaret();
  const shown = typeof value === 'string' ? formatIsoDateInput(value) : '';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = formatIsoDateInput(raw);
    placeCaret(newCaret(next, digitsBefore(raw, event.target.selectionStart ?? raw.length)));
    props.onChange(next === '' ? undefined : next);
  };

  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} rawErrors={rawErrors} hideError={hideError}>
      <Input
        id={id}
        name={props.htmlName ?? id}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete={autocompleteOf(options, 'bday')}
        placeholder={placeholder ?? t('forms:widgets.date.placeholder')}
        value={shown}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={handleChange}
        onBlur={() => props.onBlur(id, shown || undefined)}
        onFocus={() => props.onFocus(id, shown || undefined)}
      />
    </WidgetField>
  );
}
