import type { WidgetFormContext } from '../shared/formContext';
import { formatUsd } from './format';

/** The bounds of an amount, from `ui:options.rangeFrom: [minField, maxField]`. */
export interface AmountRange {
  min: number;
  max: number;
}

/**
 * Reads the fields named by `rangeFrom` from the application in the form context, else from
 * the form data (where the flow binds them). Undefined when `rangeFrom` is absent or a bound is
 * not known yet; a malformed `rangeFrom` is a configuration error and throws.
 */
export function readRange(rangeFrom: unknown, context: WidgetFormContext): AmountRange | undefined {
  if (rangeFrom === undefined) return undefined;
  if (!Array.isArray(rangeFrom) || rangeFrom.length !== 2 || !rangeFrom.every((f) => typeof f === 'string'))
    throw new Error(`currency widget: ui:options.rangeFrom must be [minField, maxField], got ${JSON.stringify(rangeFrom)}`);
  const pick = (field: string): number | undefined => {
    const fromApp = (context.application as Record<string, unknown> | undefined)?.[field];
    const value = typeof fromApp === 'number' ? fromApp : context.formData?.[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  const min = pick(rangeFrom[0]);
  const max = pick(rangeFrom[1]);
  return min === undefined || max === undefined ? undefined : { min, max };
}

/** The `{{minAmount}}`/`{{maxAmount}}` values of a range hint: whole dollars, e.g. `$200`. */
export function rangeHintValues(range: AmountRange, locale?: string): { minAmount: string; maxAmount: string } {
  return {
    minAmount: formatUsd(range.min, locale, { wholeDollars: true }),
    maxAmount: formatUsd(range.max, locale, { wholeDollars: true }),
  };
}
