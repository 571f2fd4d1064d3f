/** Loan purpose values (SPEC section 3). */
export const LOAN_PURPOSES = [
  'FOOD_AND_GROCERIES',
  'GAS',
  'CAR_PAYMENTS_INSURANCE',
  'UTILITIES',
  'RENT',
  'OTHER',
] as const;

/** One loan purpose value. */
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** The purpose that needs a free-text reason. */
export const OTHER_PURPOSE: LoanPurpose = 'OTHER';

/** Translation key of a purpose value (lowercase form); unknown values are returned raw. */
export function loanPurposeKey(value: string): string {
  return (LOAN_PURPOSES as readonly string[]).includes(value) ? value.toLowerCase() : value;
}
