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
   * as a functional update that merges into the latest form data:
   * `(field, value) => setFormData((prev) => ({ ...prev, [field]: value }))`.
   */
  setField?: (field: string, value: unknown) => void;
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
  };
}
