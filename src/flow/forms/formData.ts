import type { FormStepConfig } from '../../core/flow/types';
import { bindApplication, applyClearRules } from '../../core/forms/validateForm';
import { readPath } from '../../core/forms/paths';

/**
 * The starting form data of a step: each payload field read back from where the application
 * keeps it (`form.store`), then the bound values (`form.bind`), then the clear rules.
 */
export function initialFormData(form: FormStepConfig, application: unknown): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [field, path] of Object.entries(form.store ?? {})) {
    const value = readPath(application, path);
    if (value !== undefined && value !== null) data[field] = value;
  }
  return applyClearRules(form, bindApplication(form, data, application));
}

/** True when a required field of `schema` has no value (empty string counts as none). */
export function hasEmptyRequired(schema: { required?: unknown }, data: Record<string, unknown>): boolean {
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return required.some((field) => data[field] === undefined || data[field] === null || data[field] === '');
}
