import { Badge, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../api/accounts';
import { useStaffSession } from '../api/session';
import { formatDateTime } from '../format';
import { LoadError } from '../parts/LoadError';
import { Loading } from '../parts/Loading';
import { ScreenTitle } from '../parts/ScreenTitle';
import { Section } from '../parts/Section';
import { AccountActions } from './accounts/AccountActions';
import { DataTable } from '../parts/DataTable';

const useStyles = makeStyles({ nowrap: { whiteSpace: 'nowrap' } });

/** Staff accounts (admins): who, how they sign in, their roles, enabled or not; roles and enabling changed here. */
export default function AccountsScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const accounts = useAccounts();
  const { data: session } = useStaffSession();
  return (
    <>
      <ScreenTitle title={t('accounts.title')} />
      <p>{t('accounts.help')}</p>
      {accounts.isPending ? (
        <Loading />
      ) : accounts.isError ? (
        <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <Section title={t('accounts.listTitle')} id="accounts-list">
          <DataTable aria-labelledby="accounts-list">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('accounts.name')}</TableHeaderCell>
                <TableHeaderCell>{t('accounts.method')}</TableHeaderCell>
                <TableHeaderCell>{t('accounts.roles')}</TableHeaderCell>
                <TableHeaderCell>{t('accounts.state')}</TableHeaderCell>
                <TableHeaderCell>{t('accounts.lastSignIn')}</TableHeaderCell>
                <TableHeaderCell>{t('accounts.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {accounts.data.items.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>
                    <div>{a.display_name}</div>
                    <div>{a.email}</div>
                  </TableCell>
                  <TableCell>{t(`accounts.methods.${a.auth}`)}</TableCell>
                  <TableCell>{a.roles.map((r) => t(`roles.${r}`)).join(', ')}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={a.disabled ? 'danger' : 'success'}>
                      {a.disabled ? t('accounts.disabled') : t('accounts.enabled')}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.nowrap}>{a.last_sign_in_at ? formatDateTime(a.last_sign_in_at, i18n.language) : t('accounts.never')}</TableCell>
                  <TableCell>
                    <AccountActions account={a} self={a.id === session?.staff?.id} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </DataTable>
        </Section>
      )}
    </>
  );
}
