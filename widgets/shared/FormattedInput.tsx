import type { ChangeEvent, FocusEvent } from 'react';
import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetField } from './WidgetField';
import { digitsBefore, newCaret } from './caret';
import { useKeptCaret } from './useKeptCaret';

/** What {@link FormattedInputProps.onEdit} makes of an edit. */
export interface FormattedEdit {
  /** The text to show, reformatted (`(202) 555-01`, `123-45`, `01/15`). */
  text: string;
  /**
   * How many digits of `text` the caret goes after; more than `text` holds puts it at the end.
   * Leave it out to keep as many digits before the caret as the typed text had; give it when the
   * edit dropped digits before the caret (a leading country code).
   */
  caretDigits?: number;
}

/** The RJSF widget props a {@link FormattedInput} uses as they are (pass the widget's `props`). */
export type FormattedInputField = Pick<
  WidgetProps,
  'id' | 'htmlName' | 'required' | 'disabled' | 'readonly' | 'autofocus' | 'rawErrors' | 'hideError' | 'hideLabel'
>;

/** Props of {@link FormattedInput}. */
export interface FormattedInputProps {
  /** The widget's RJSF props: id and name, required, disabled, read-only, autofocus, errors, hidden label. */
  field: FormattedInputField;
  /** Translated label. */
  label: string;
  /** Translated hint, if any. */
  hint?: string;
  /** Translated placeholder, if any. */
  placeholder?: string;
  /** Input type; Fluent's default is `text`. */
  type?: 'text' | 'tel';
  /** Virtual keyboard of the input. */
  inputMode: 'numeric' | 'tel';
  /** `autocomplete` of the input (the widget's `ui:autocomplete` or its own default). */
  autoComplete?: string;
  /** The text shown in the input, already formatted (or masked). */
  value: string;
  /**
   * Called on each edit with `raw`, the input's text after the edit, and `caretDigits`, the
   * number of digits before its caret. Store the value (RJSF's `onChange`) and return the
   * reformatted text to show; the caret is put back once that text has rendered.
   */
  onEdit: (raw: string, caretDigits: number) => FormattedEdit;
  /** Focus handler of the input (report to RJSF's `onFocus` here). */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Blur handler of the input (report to RJSF's `onBlur` here). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A Fluent `Input` in a {@link WidgetField} whose text is reformatted as the user types (a
 * phone number, an SSN, a date) with the caret kept between the same digits: on each edit the
 * digits before the caret are counted, and once the reformatted text has rendered the caret is
 * put back after as many of its digits, so typing or deleting in the middle (a separator too)
 * does not throw it to the end. The widget gives the shown `value`, the formatting and storing
 * (`onEdit`) and its own focus and blur handlers; label, hint and errors go to the `Field`.
 *
 * ```tsx
 * <FormattedInput field={props} label={label} inputMode="numeric" value={shown}
 *   onEdit={(raw) => {
 *     const text = formatDateInput(raw);
 *     props.onChange(text === '' ? undefined : text);
 *     return { text };
 *   }} />
 * ```
 */
export function FormattedInput({ field, label, hint, onEdit, ...input }: FormattedInputProps) {
  const { id } = field;
  const readOnly = !!field.readonly;
  const { inputRef, placeCaret } = useKeptCaret();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const typedDigits = digitsBefore(raw, event.target.selectionStart ?? raw.length);
    const { text, caretDigits = typedDigits } = onEdit(raw, typedDigits);
    placeCaret(newCaret(text, caretDigits));
  };

  return (
    <WidgetField {...field} label={label} hint={hint}>
      <Input
        {...input}
        id={id}
        name={field.htmlName ?? id}
        ref={inputRef}
        disabled={field.disabled}
        readOnly={readOnly}
        autoFocus={field.autofocus}
        onChange={handleChange}
      />
    </WidgetField>
  );
}
