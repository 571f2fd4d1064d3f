import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../shared/FormattedInput';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { autocompleteOf } from '../shared/texts';
import { formatSsn, maskSsn, ssnDigits } from './format';

/**
 * Social security number input (SPEC sections 2 and 5): digits only, at most 9, shown 3-2-4
 * (`123-45-6789`) while focused and masked (`***-**-****`) otherwise. Stores the digits.
 */
export function SsnWidget(props: WidgetProps) {
  const { id, value, options } = props;
  const { label, hint, placeholder } = useWidgetTexts(props, 'forms:fields.ssn');
  const digits = typeof value === 'string' ? ssnDigits(value) : '';
  // Focused already when the app takes over the server's page while the member types here: the digits stay shown.
  const [focused, setFocused] = useState(() => typeof document !== 'undefined' && !!id && document.activeElement?.id === id);

  return (
    <FormattedInput
      field={props}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete={autocompleteOf(options, 'off')}
      placeholder={placeholder}
      value={focused ? formatSsn(digits) : maskSsn(digits)}
      onEdit={(raw) => {
        const next = ssnDigits(raw);
        props.onChange(next === '' ? undefined : next);
        return { text: formatSsn(next) };
      }}
      onFocus={() => {
        setFocused(true);
        props.onFocus(id, digits || undefined);
      }}
      onBlur={() => {
        setFocused(false);
        props.onBlur(id, digits || undefined);
      }}
    />
  );
}
