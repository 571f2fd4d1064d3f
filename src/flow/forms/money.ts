const USD_WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Formats dollars as USD without cents: 1000 -> "$1,000". Non-numbers give ''. */
export function formatUsdWhole(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? USD_WHOLE.format(value) : '';
}

/** Interpolation values of form messages: the bound loan bounds as whole dollars. */
export function messageValues(data: Record<string, unknown>): Record<string, string> {
  return { minAmount: formatUsdWhole(data.min_loan_amount), maxAmount: formatUsdWhole(data.max_loan_amount) };
}
