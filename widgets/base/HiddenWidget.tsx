import type { WidgetProps } from '@rjsf/utils';

/** A hidden input holding a bound or computed value (e.g. `normalizedPhone`, `min_loan_amount`). */
export function HiddenWidget({ id, value, htmlName }: WidgetProps) {
  const shown = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return <input type="hidden" id={id} name={htmlName ?? id} value={shown} />;
}
