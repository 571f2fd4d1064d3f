import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../api/accounts';
import { useStaffSession } from '../api/session';
import type { StaffAccount } from '../api/types';
import { formatDateTime } from '../format';
import { ScreenTitle } from '../parts/ScreenTitle';
import { StaffTableSection, type StaffColumn } from '../parts/StaffTable';
import { AccountActions } from './accounts/AccountActions';

/** Staff accounts (admins): who, how they sign in, their roles, enabled or not; roles and enabling changed here. */
export default function AccountsScreen() {
  const { t, i18n } = useTranslation();
  const accounts = useAccounts();
  const { data: session } = useStaffSession();
  const columns: StaffColumn<StaffAccount>[] = [
    {
      key: 'name',
      header: t('accounts.name'),
      cell: (a) => (
        <>
          <div>{a.display_name}</div>
          <div>{a.email}</div>
        </>
      ),
    },
    { key: 'method', header: t('accounts.method'), cell: (a) => t(`accounts.methods.${a.auth}`) },
    { key: 'roles', header: t('accounts.roles'), cell: (a) => a.roles.map((r) => t(`roles.${r}`)).join(', ') },
    {
      key: 'state',
      header: t('accounts.state'),
      cell: (a) => (
        <Badge appearance="tint" color={a.disabled ? 'danger' : 'success'}>
          {a.disabled ? t('accounts.disabled') : t('accounts.enabled')}
        </Badge>
      ),
    },
    { key: 'lastSignIn', header: t('accounts.lastSignIn'), nowrap: true, cell: (a) => (a.last_sign_in_at ? formatDateTime(a.last_sign_in_at, i18n.language) : t('accounts.never')) },
    { key: 'actions', header: t('accounts.actions'), cell: (a) => <AccountActions account={a} self={a.id === session?.staff?.id} /> },
  ];
  return (
    <>
      <ScreenTitle title={t('accounts.title')} />
      <p>{t('accounts.help')}</p>
      <StaffTableSection query={accounts} title={t('accounts.listTitle')} id="accounts-list" columns={columns} />
    </>
  );
}
