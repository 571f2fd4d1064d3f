import { useState, type ChangeEvent } from 'react';
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { amountUnitOf, type AmountUnit } from '../../src/core/forms/amountUnit';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { readFormContext } from '../shared/formContext';
import { autocompleteOf } from '../shared/texts';
import { digitsBefore, newCaret } from '../shared/caret';
import { useKeptCaret } from '../shared/useKeptCaret';
import { amountText, editableAmount, formatAmount, parseAmount } from './format';
import { rangeHintValues, readRange } from './rangeHint';

/** The characters of an amount the caret is kept between. */
const AMOUNT_CHARS = /[\d.,]/;

/** The unit the field's schema gives (`multipleOf` 1 or 0.01); anything else is a configuration error. */
function unitOf(id: string, schema: { multipleOf?: unknown }): AmountUnit {
  const unit = amountUnitOf(schema);
  if (!unit)
    throw new Error(`currency widget: the schema of "${id}" must say whether it takes cents with multipleOf 1 (whole dollars) or 0.01 (cents), got ${JSON.stringify(schema.multipleOf)}`);
  return unit;
}

/**
 * Dollar amount input (SPEC section 5 "Loan amount", "Housing expenses"). The field's schema
 * says whether it takes cents (`multipleOf` 0.01) or whole dollars (`multipleOf` 1): an amount
 * typed with cents is kept either way and stored as typed (1250.5), so a whole-dollar field
 * refuses it with its schema's message instead of dropping the decimal point. Keeps digits,
 * `.` and `,` as typed while focused (a Spanish `1.250,50` too: see `decimalPointAt`), shows
 * `1,250.50` (`1,250` for whole dollars) when blurred, which reads back to the stored amount,
 * and stores a number (undefined when empty). With `ui:options.rangeFrom: [minField, maxField]`
 * the `ui:help` key gets `{{minAmount}}`/`{{maxAmount}}` from `formContext.application` (or
 * the form data), and is left out while the error shown states that same range.
 */
export function CurrencyWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options, registry, schema } = props;
  const unit = unitOf(id, schema);
  const readOnly = !!readonly;
  const range = readRange(options.rangeFrom, readFormContext(registry));
  const rangeValues = range ? rangeHintValues(range) : undefined;
  const { label, hint, placeholder } = useWidgetTexts(props, undefined, rangeValues);
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  // The text being typed, while the input has the focus (null when it has not).
  const [draft, setDraft] = useState<string | null>(null);
  const { inputRef, placeCaret } = useKeptCaret();
  const draftHolds = draft !== null && parseAmount(draft) === amount;
  const shown = draft === null ? formatAmount(amount, unit) : draftHolds ? draft : editableAmount(amount);
  const showHint = options.rangeFrom === undefined || range !== undefined;
  const repeatsRange = rangeValues && ((error: string) => error.includes(rangeValues.minAmount) && error.includes(rangeValues.maxAmount));

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const text = amountText(raw);
    // Dropped characters (a letter, a third decimal) must not throw the caret to the end.
    placeCaret(newCaret(text, digitsBefore(raw, event.target.selectionStart ?? raw.length, AMOUNT_CHARS), AMOUNT_CHARS));
    setDraft(text);
    props.onChange(parseAmount(text));
  };

  return (
    <WidgetField
      id={id}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={showHint ? hint : undefined}
      rawErrors={rawErrors}
      hideError={hideError}
      hintRepeatedBy={repeatsRange || undefined}
    >
      <Input
        id={id}
        ref={inputRef}
        name={props.htmlName ?? id}
        type="text"
        inputMode={unit === 'cents' ? 'decimal' : 'numeric'}
        autoComplete={autocompleteOf(options, 'off')}
        contentBefore={<span aria-hidden="true">$</span>}
        placeholder={placeholder}
        value={shown}
        disabled={disabled}
        readOnly={readOnly}
        autoFocus={autofocus}
        onChange={handleChange}
        onFocus={() => {
          setDraft(editableAmount(amount));
          props.onFocus(id, amount);
        }}
        onBlur={() => {
          setDraft(null);
          props.onBlur(id, amount);
        }}
      />
    </WidgetField>
  );
}
