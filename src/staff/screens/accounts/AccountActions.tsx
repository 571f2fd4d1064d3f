import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePatchAccount } from '../../api/accounts';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '../../api/types';
import { useErrorText } from '../../parts/useErrorText';

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' }, roles: { display: 'flex', flexDirection: 'column' } });

/**
 * Disable or enable an account, and change a built-in account's roles (single sign-on accounts
 * take theirs from the identity provider). An admin's own account offers neither (the server
 * refuses it too).
 */
export function AccountActions({ account, self }: { account: StaffAccount; self: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const patch = usePatchAccount();
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const name = account.display_name || account.email;
  if (self) return <span>{t('accounts.you')}</span>;
  return (
    <div className={styles.row}>
      <Button size="small" disabledFocusable={patch.isPending} onClick={() => patch.mutate({ id: account.id, patch: { disabled: !account.disabled } })}
        aria-label={account.disabled ? t('accounts.enableLabel', { name }) : t('accounts.disableLabel', { name })}>
        {account.disabled ? t('accounts.enable') : t('accounts.disable')}
      </Button>
      {account.auth === 'password' && (
        <Button size="small" onClick={() => { setRoles(account.roles); setEditing(true); }} aria-label={t('accounts.editRolesLabel', { name })}>
          {t('accounts.editRoles')}
        </Button>
      )}
      <span role="status">{patch.error ? errorText(patch.error) : ''}</span>
      <Dialog open={editing} onOpenChange={(_e, d) => setEditing(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('accounts.rolesOf', { name })}</DialogTitle>
            <DialogContent>
              <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
                <legend>{t('accounts.pickRoles')}</legend>
                <div className={styles.roles}>
                  {STAFF_ROLES.map((role) => (
                    <Checkbox key={role} label={t(`roles.${role}`)} checked={roles.includes(role)}
                      onChange={(_e, d) => setRoles((list) => (d.checked ? [...list, role] : list.filter((r) => r !== role)))} />
                  ))}
                </div>
              </fieldset>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" disabled={!roles.length} onClick={() => { setEditing(false); patch.mutate({ id: account.id, patch: { roles } }); }}>
                {t('accounts.saveRoles')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('common.back')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
