import { useState, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FormattedInput } from '../shared/FormattedInput';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { readFormContext } from '../shared/formContext';
import { autocompleteOf } from '../shared/texts';
import { onlyDigits } from '../shared/caret';
import { formatPhone, normalizedPhone, phoneDigits, PHONE_PLACEHOLDER } from './digits';
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
  const { id, value, options, registry } = props;
  const { label, hint, t } = useWidgetTexts(props, 'forms:fields.phoneNumber');
  const stored = typeof value === 'string' ? phoneDigits(value) : '';
  const [typed, setDisplay] = useState(() => formatPhone(stored));
  // What was typed (or the national format after a blur) while it matches the stored digits;
  // the formatted stored digits after a change from outside (a reset, a value loaded back).
  const display = phoneDigits(typed) === stored ? typed : formatPhone(stored);
  const normalizedField = normalizedFieldOf(options, registry.rootSchema);
  const { setField } = readFormContext(registry);

  const publish = (digits: string, e164: string | undefined) => {
    props.onChange(digits === '' ? undefined : digits);
    if (normalizedField && setField) setField(normalizedField, e164);
  };

  const handleEdit = (raw: string, caretDigits: number) => {
    const rawDigits = onlyDigits(raw);
    const digits = phoneDigits(raw);
    // phoneDigits drops the 1 of an 11-digit number: the caret has one digit fewer before it.
    const droppedLeadingOne = rawDigits.length === 11 && rawDigits.startsWith('1');
    const formatted = formatPhone(digits);
    setDisplay(formatted);
    publish(digits, normalizedPhone(digits));
    return { text: formatted, caretDigits: droppedLeadingOne ? caretDigits - 1 : caretDigits };
  };

  const finishBlur = (parsed: ParsedPhone | null) => {
    if (parsed) {
      setDisplay(parsed.display);
      publish(parsed.digits, parsed.e164);
    }
    props.onBlur(id, parsed ? parsed.digits : stored || undefined);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.target;
    const text = input.value;
    const parse = loadedPhoneParser();
    if (parse) finishBlur(parse(text));
    else
      void loadPhoneParser().then((load) => {
        // Typed into again while the parser was loading: that input wins (a field taken off the
        // page meanwhile still finishes its blur).
        if (input.isConnected && input.value !== text) return;
        finishBlur(load(text));
      });
  };

  return (
    <FormattedInput
      field={props}
      label={label}
      hint={hint}
      type="tel"
      inputMode="tel"
      autoComplete={autocompleteOf(options, 'tel')}
      placeholder={props.placeholder ? t(props.placeholder) : PHONE_PLACEHOLDER}
      value={display}
      onEdit={handleEdit}
      onBlur={handleBlur}
      onFocus={() => {
        void loadPhoneParser();
        props.onFocus(id, stored || undefined);
      }}
    />
  );
}
