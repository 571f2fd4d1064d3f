import { useState, type ChangeEvent } from 'react';
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { readFormContext } from '../shared/formContext';
import { autocompleteOf } from '../shared/texts';
import { amountDigits, formatThousands, parseAmount } from './format';
import { rangeHintValues, readRange } from './rangeHint';
import { useReadOnly } from '../shared/fieldsLive';

/**
 * Whole-dollar amount input (SPEC section 5 "Loan amount", "Housing expenses"): keeps digits
 * only, shows the raw digits while focused and `1,000` when blurred, and stores an integer
 * (undefined when empty). With `ui:options.rangeFrom: [minField, maxField]` the `ui:help` key
 * gets `{{minAmount}}`/`{{maxAmount}}` from `formContext.application` (or the form data).
 */
export function CurrencyWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options, registry } = props;
  const readOnly = useReadOnly(readonly);
  const range = readRange(options.rangeFrom, readFormContext(registry));
  const { label, hint, placeholder } = useWidgetTexts(props, undefined, range ? rangeHintValues(range) : undefined);
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  const [focused, setFocused] = useState(false);
  const shown = amount === undefined ? '' : focused ? String(amount) : formatThousands(amount);
  const showHint = options.rangeFrom === undefined || range !== undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    props.onChange(parseAmount(amountDigits(event.target.value)));
  };

  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} required={required} hint={showHint ? hint : undefined} rawErrors={rawErrors} hideError={hideError}>
      <Input
        id={id}
        name={props.htmlName ?? id}
        type="text"
        inputMode="numeric"
        autoComplete={autocompleteOf(options, 'off')}
        contentBefore={<span aria-hidden="true">$</span>}
        placeholder={placeholder}
        value={shown}
        disabled={disabled}
        readOnly={readOnly}
        autoFocus={autofocus}
        onChange={handleChange}
        onFocus={() => {
          setFocused(true);
          props.onFocus(id, amount);
        }}
        onBlur={() => {
          setFocused(false);
          props.onBlur(id, amount);
        }}
      />
    </WidgetField>
  );
}
