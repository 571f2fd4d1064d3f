import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { readFormContext } from '../shared/formContext';
import { autocompleteOf } from '../shared/texts';
import { usePendingCaret } from '../shared/usePendingCaret';
import { digitsBefore, formatPhone, newCaret, normalizedPhone, phoneDigits, PHONE_PLACEHOLDER } from './digits';
import { loadedPhoneParser, loadPhoneParser } from './lazyParse';
import type { ParsedPhone } from './parse';
import { normalizedFieldOf } from './normalizedField';

/**
 * US phone input (SPEC section 5 "Phone input"). Shows `(XXX) XXX-XXXX` while typing, keeps the
 * caret by counting digits, stores the 10 digits as the field value, and writes the E.164
 * number into the sibling field named by `ui:options.normalizedField` (default
 * `normalizedPhone`) through `formContext.setField`. On blur the number is parsed with
 * libphonenumber-js and shown in national format; the parser is a separate chunk, loaded when the
 * field gets focus (so it is there by the blur) and awaited on blur if it is not yet.
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options, registry } = props;
  const { label, hint, t } = useWidgetTexts(props, 'forms:fields.phoneNumber');
  const stored = typeof value === 'string' ? phoneDigits(value) : '';
  const [typed, setDisplay] = useState(() => formatPhone(stored));
  // What was typed (or the national format after a blur) while it matches the stored digits;
  // the formatted stored digits after a change from outside (a reset, a value loaded back).
  const display = phoneDigits(typed) === stored ? typed : formatPhone(stored);
  const { inputRef, placeCaret } = usePendingCaret();
  const normalizedField = normalizedFieldOf(options, registry.rootSchema);
  const { setField } = readFormContext(registry);

  const publish = (digits: string, e164: string | undefined) => {
    props.onChange(digits === '' ? undefined : digits);
    if (normalizedField && setField) setField(normalizedField, e164);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const rawDigits = raw.replace(/\D/g, '');
    const digits = phoneDigits(raw);
    const droppedLeadingOne = rawDigits.length === 11 && digits.length === 10 && rawDigits.startsWith('1');
    const caretDigits = digitsBefore(raw, event.target.selectionStart ?? raw.length) - (droppedLeadingOne ? 1 : 0);
    const formatted = formatPhone(digits);
    placeCaret(newCaret(formatted, Math.min(caretDigits, digits.length)));
    setDisplay(formatted);
    publish(digits, normalizedPhone(digits));
  };

  const finishBlur = (parsed: ParsedPhone | null) => {
    if (parsed) {
      setDisplay(parsed.display);
      publish(parsed.digits, parsed.e164);
    }
    props.onBlur(id, parsed ? parsed.digits : stored || undefined);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const parse = loadedPhoneParser();
    if (parse) finishBlur(parse(text));
    else
      void loadPhoneParser().then((load) => {
        // Typed into again while the parser was loading: that input wins.
        if (inputRef.current && inputRef.current.value !== text) return;
        finishBlur(load(text));
      });
  };

  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} rawErrors={rawErrors} hideError={hideError}>
      <Input
        id={id}
        name={props.htmlName ?? id}
        ref={inputRef}
        type="tel"
        inputMode="tel"
        autoComplete={autocompleteOf(options, 'tel')}
        placeholder={props.placeholder ? t(props.placeholder) : PHONE_PLACEHOLDER}
        value={display}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={() => {
          void loadPhoneParser();
          props.onFocus(id, stored || undefined);
        }}
      />
    </WidgetField>
  );
}
