/**
 * Made on first use: the page's first Intl object loads the browser's locale data, a long task
 * on a slow phone, and the apply page formats no amount.
 */
let usdWhole: Intl.NumberFormat | undefined;

/** Formats dollars as USD without cents: 1000 -> "$1,000". Non-numbers give ''. */
export function formatUsdWhole(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  usdWhole ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  return usdWhole.format(value);
}

/** Interpolation values of form texts: the bound loan bounds (from the product file) as whole dollars. */
export function messageValues(data: Record<string, unknown>): Record<string, string> {
  return { minAmount: formatUsdWhole(data.min_loan_amount), maxAmount: formatUsdWhole(data.max_loan_amount) };
}

/** A field's JSON Schema, as far as its messages read it. */
type FieldSchema = { minimum?: unknown; maximum?: unknown };

/** A bound of the schema: a number, or `{ $data: "1/<name>" }` read from the form data (a binding). */
const boundOf = (bound: unknown, data: Record<string, unknown>) =>
  (bound as { $data?: string } | undefined)?.$data ? data[String((bound as { $data: string }).$data).slice(2)] : bound;

/**
 * Interpolation values of a field's messages: `{{minAmount}}` and `{{maxAmount}}` are the
 * field's own `minimum`/`maximum` in the schema in use (or the form data they are bound to), so
 * a message follows a product owner's edit of the range; other placeholders from {@link messageValues}.
 */
export function fieldMessageValues(schema: { properties?: Record<string, unknown> }, field: string, data: Record<string, unknown>): Record<string, string> {
  const range = (schema.properties?.[field] ?? {}) as FieldSchema;
  return { ...messageValues(data), minAmount: formatUsdWhole(boundOf(range.minimum, data)), maxAmount: formatUsdWhole(boundOf(range.maximum, data)) };
}
