/** Whole cents of a dollar amount, rounded to the nearest cent. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Dollars of a whole number of cents. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}
