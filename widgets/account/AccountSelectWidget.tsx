import { Select } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetField } from '../shared/WidgetField';
import { useWidgetTexts } from '../shared/useWidgetTexts';
import { readFormContext } from '../shared/formContext';
import { accountLabel, isCheckingAccount } from './accountLabel';

/** The application field the accounts come from when `ui:options.accountsFrom` is not given. */
export const DEFAULT_ACCOUNTS_FIELD = 'checking_accounts';

/**
 * Native Fluent `Select` of the application's checking accounts (SPEC section 2 "Deposit
 * account"): `formContext.application[ui:options.accountsFrom]` (default `checking_accounts`),
 * each shown as `EVERYDAY CHECKING ...4521`, after a "Select an account" placeholder option.
 * Stores the chosen `account_id` (undefined for the placeholder).
 */
export function AccountSelectWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, rawErrors, hideError, hideLabel, options, registry } = props;
  const readOnly = !!readonly;
  const { label, hint, t, placeholder } = useWidgetTexts(props, 'forms:fields.depositAccount');
  const field = options.accountsFrom ?? DEFAULT_ACCOUNTS_FIELD;
  if (typeof field !== 'string') throw new Error(`accountSelect widget: ui:options.accountsFrom must be a string, got ${JSON.stringify(field)}`);
  const listed: unknown = (readFormContext(registry).application as Record<string, unknown> | undefined)?.[field];
  const accounts = Array.isArray(listed) ? listed.filter(isCheckingAccount) : [];

  return (
    <WidgetField id={id} label={label} hideLabel={hideLabel} required={required} hint={hint} rawErrors={rawErrors} hideError={hideError}>
      <Select
        id={id}
        name={props.htmlName ?? id}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled || readOnly}
        autoFocus={autofocus}
        onChange={(_event, data) => props.onChange(data.value === '' ? undefined : data.value)}
        onBlur={() => props.onBlur(id, value)}
        onFocus={() => props.onFocus(id, value)}
      >
        <option value="">{placeholder ?? t('forms:widgets.account.placeholder')}</option>
        {accounts.map((account) => (
          <option key={account.account_id} value={account.account_id}>
            {accountLabel(account)}
          </option>
        ))}
      </Select>
    </WidgetField>
  );
}
