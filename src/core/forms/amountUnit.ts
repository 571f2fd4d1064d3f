/**
 * Whether an amount field takes cents, as its form schema says with `multipleOf`: `1` is whole
 * dollars (an amount with cents is refused with the field's `x-messages.multipleOf` text),
 * `0.01` keeps cents. The currency widget, the server's validation (the same schema) and the
 * flow checker all read it from here, so a product owner's edit of the schema holds everywhere.
 */
export type AmountUnit = 'dollars' | 'cents';

/** The `multipleOf` of each unit. */
export const AMOUNT_MULTIPLE_OF: Readonly<Record<AmountUnit, number>> = { dollars: 1, cents: 0.01 };

/** The unit an amount field's schema gives with its `multipleOf`; undefined for none or any other value. */
export function amountUnitOf(fieldSchema: unknown): AmountUnit | undefined {
  const multipleOf = (fieldSchema as { multipleOf?: unknown } | null | undefined)?.multipleOf;
  if (multipleOf === AMOUNT_MULTIPLE_OF.dollars) return 'dollars';
  if (multipleOf === AMOUNT_MULTIPLE_OF.cents) return 'cents';
  return undefined;
}
