import type { ReactElement, ReactNode } from 'react';
import { Field } from '@fluentui/react-components';
import { useErrorsShown } from './errorVisibility';

/** Props of {@link WidgetField}. */
export interface WidgetFieldProps {
  /** Id of the control; the label points to it. */
  id: string;
  /** Translated label text. */
  label: string;
  /** Hide the label (RJSF `hideLabel`, uiSchema `"ui:label": false`). */
  hideLabel?: boolean;
  /** Marks the field as required (asterisk and `aria-required`/`required`). */
  required?: boolean;
  /** Translated hint (help) text. */
  hint?: string;
  /** RJSF's already translated errors; the first one is shown. */
  rawErrors?: string[];
  /** Hide errors (RJSF `hideError`). */
  hideError?: boolean;
  /**
   * True when the shown error already says what the hint says (a range error under a range
   * hint): the hint is then left out while that error shows, so the two do not repeat.
   */
  hintRepeatedBy?: (error: string) => boolean;
  /** The one Fluent control of the field (Input, Select, Textarea) or a render function. */
  children: ReactElement | ((props: Record<string, unknown>) => ReactNode);
}

/**
 * Fluent UI's `Field` around one control: label, hint, validation message, `aria-describedby`
 * and `aria-invalid` come from Fluent. Errors are whatever RJSF passes in `rawErrors`, shown
 * once the field's template lets them (the field was touched or the form submitted).
 */
export function WidgetField({ id, label, hideLabel, required, hint, rawErrors, hideError, hintRepeatedBy, children }: WidgetFieldProps) {
  const shown = useErrorsShown();
  const message = hideError || !shown ? undefined : rawErrors?.find((e) => e.trim() !== '');
  const hintShown = message && hintRepeatedBy?.(message) ? undefined : hint;
  return (
    <Field
      label={hideLabel ? undefined : { children: label, htmlFor: id }}
      required={required}
      hint={hintShown || undefined}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      {children}
    </Field>
  );
}
