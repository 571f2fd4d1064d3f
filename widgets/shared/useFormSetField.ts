import { useCallback, useRef, type RefObject } from 'react';
import type Form from '@rjsf/core';
import type { WidgetFormContext } from './formContext';

/** The ref to give the RJSF `<Form ref={...}>` and the `setField` of its `formContext`. */
export interface FormSetField {
  formRef: RefObject<Form<Record<string, unknown>> | null>;
  setField: NonNullable<WidgetFormContext['setField']>;
}

/**
 * The one way a form host wires `formContext.setField` (the app's StepHost and the widgets' test
 * harness alike): through RJSF's own `Form.setFieldValue`, which queues the change behind the
 * widget's own `onChange`, so neither overwrites the other.
 */
export function useFormSetField(): FormSetField {
  const formRef = useRef<Form<Record<string, unknown>>>(null);
  // RJSF types the new value as the whole form data's type; it is the field's value.
  const setField = useCallback((field: string, value: unknown) => formRef.current?.setFieldValue(field, value as Record<string, unknown>), []);
  return { formRef, setField };
}
