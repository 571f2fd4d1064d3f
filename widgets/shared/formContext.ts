import type { Registry } from '@rjsf/utils';
import type { ApplicationView } from '../../src/core/application';

/**
 * What our widgets read from RJSF's `formContext` (pass it as `<Form formContext={...}>`).
 * Every member is optional; each widget documents which ones it needs (widgets/README.md).
 */
export interface WidgetFormContext {
  /** The application as the server answers it: ranges (`min_loan_amount`...) and `checking_accounts`. */
  application?: Partial<ApplicationView>;
  /** The whole form data, for fields shown only when another field has a value (`ui:options.showWhen`). */
  formData?: Record<string, unknown>;
  /**
   * Sets a sibling field of the form, e.g. `normalizedPhone` from the phone widget. Implement it
   * with RJSF's own `Form.setFieldValue`, which queues the change behind the widget's own
   * `onChange` so neither overwrites the other:
   * `const form = useRef<Form>(null); setField: (field, value) => form.current?.setFieldValue(field, value)`.
   * (A `setFormData` of your own would be overwritten by RJSF's next `onChange`, which reports
   * RJSF's state from before your update.)
   */
  setField?: (field: string, value: unknown) => void;
  /**
   * Answers `field` with `value` by one press (the `choices` widget) and sends the step at once
   * when the form is then complete and valid; otherwise only the value is set (the member fills
   * what is missing and presses Continue). StepHost provides it.
   */
  choose?: (field: string, value: unknown) => void;
  /** The form was submitted already (the server answered a form posted without JavaScript): every field shows its errors. */
  submitted?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widget form context of a registry, with each member checked for its type. */
export function readFormContext(registry: Pick<Registry, 'formContext'> | undefined): WidgetFormContext {
  const raw: unknown = registry?.formContext;
  if (!isRecord(raw)) return {};
  return {
    application: isRecord(raw.application) ? (raw.application as Partial<ApplicationView>) : undefined,
    formData: isRecord(raw.formData) ? raw.formData : undefined,
    setField: typeof raw.setField === 'function' ? (raw.setField as WidgetFormContext['setField']) : undefined,
    choose: typeof raw.choose === 'function' ? (raw.choose as WidgetFormContext['choose']) : undefined,
    submitted: raw.submitted === true,
  };
}
