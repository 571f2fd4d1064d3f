import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A modal question before a decision is sent: confirm or go back (Escape goes back too). */
export function ConfirmDialog({ open, title, confirm, onConfirm, onClose, children }: {
  open: boolean;
  title: string;
  confirm: string;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              {confirm}
            </Button>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.back')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
