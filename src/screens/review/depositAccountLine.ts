import type { ApplicationView } from '../../core/application';

/**
 * The direct deposit account as shown on the review: upper-case description, an ellipsis and
 * the last four digits (`"EVERYDAY CHECKING ...4521"`). The application may carry the account
 * in full or only its id (then it is looked up in `checking_accounts`); unknown gives ''.
 */
export function depositAccountLine(application: ApplicationView): string {
  const chosen = application.direct_deposit_account;
  if (!chosen) return '';
  const account =
    chosen.description !== undefined && chosen.last_four !== undefined
      ? chosen
      : application.checking_accounts?.find((a) => a.account_id === chosen.account_id);
  if (!account?.description && !account?.last_four) return '';
  return `${(account.description ?? '').toUpperCase()} ...${account.last_four ?? ''}`.trim();
}
