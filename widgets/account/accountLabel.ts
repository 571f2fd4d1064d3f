import type { CheckingAccount } from '../../src/core/application';

/** How an account is shown (SPEC section 2): upper-case description, ` ...`, last four: `EVERYDAY CHECKING ...4521`. */
export function accountLabel(account: Pick<CheckingAccount, 'description' | 'last_four'>): string {
  return `${account.description.toUpperCase()} ...${account.last_four}`;
}

/** Whether a value looks like a checking account of the application. */
export function isCheckingAccount(value: unknown): value is CheckingAccount {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return typeof a.account_id === 'string' && typeof a.description === 'string' && typeof a.last_four === 'string';
}
