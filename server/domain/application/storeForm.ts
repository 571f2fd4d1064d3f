import { writePath } from '../../../src/core/forms/paths';
import type { FormStepConfig } from '../../../src/core/flow/types';
import type { ApplicationData } from '../../repos/applications';

/**
 * Adds facts the server knows to a stored value, keyed by the store path: the deposit
 * account keeps the description and last four digits of the member's account.
 */
const STORE_ENRICHERS: Readonly<Record<string, (data: ApplicationData, value: unknown) => ApplicationData>> = {
  'direct_deposit_account.account_id': (data, value) => {
    const account = data.checking_accounts?.find((a) => a.account_id === value);
    return account ? { ...data, direct_deposit_account: { ...account } } : data;
  },
};

/** Writes the payload to the application at the `store` paths; a missing payload field clears it. */
export function storeForm(form: FormStepConfig, data: ApplicationData, payload: Record<string, unknown>): ApplicationData {
  let next = data as Record<string, unknown>;
  for (const [field, path] of Object.entries(form.store ?? {})) {
    next = writePath(next, path, payload[field]);
    const enrich = STORE_ENRICHERS[path];
    if (enrich && payload[field] !== undefined) next = enrich(next as ApplicationData, payload[field]);
  }
  return next as ApplicationData;
}
