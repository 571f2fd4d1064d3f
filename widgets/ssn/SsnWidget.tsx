import { useState, type ChangeEvent } from 'react';
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { autocompleteOf } from '../shared/texts';
import { usePendingCaret } from '../shared/usePendingCaret';
import { digitsBefore, formatSsn, maskSsn, newCaret, ssnDigits } from './format';

/**
 * Social security number input (SPEC sections 2 and 5): digits only, at most 9, shown 3-2-4
 * (`123-45-6789`) while focused and masked (`***-**-****`) otherwise. Stores the digits.
 */
export function SsnWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options } = props;
  const { label, hint, placeholder } = useWidgetTexts(props, 'forms:fields.ssn');
  const digits = typeof value === 'string' ? ssnDigits(value) : '';
  const [focused, setFocused] = useState(false);
  const { inputRef, placeCaret } = usePendingCaret();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = ssnDigits(raw);
    placeCaret(newCaret(formatSsn(next), Math.min(digitsBefore(raw, event.target.selectionStart ?? raw.length), next.length)));
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
        autoComplete={autocompleteOf(options, 'off')}
        placeholder={placeholder}
        value={focused ? formatSsn(digits) : maskSsn(digits)}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={handleChange}
        onFocus={() => {
          setFocused(true);
          props.onFocus(id, digits || undefined);
        }}
        onBlur={() => {
          setFocused(false);
          props.onBlur(id, digits || undefined);
        }}
      />
    </WidgetField>
  );
}
