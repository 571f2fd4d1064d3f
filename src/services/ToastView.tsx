import { Button, Toast, ToastTitle, Toaster, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastIntent } from './toastTypes';

/**
 * The filled style of the spec: the toast's background says its severity, its text and icon
 * take one colour that keeps at least AA contrast (4.5:1) on it.
 */
const useFilled = makeStyles({
  base: {
    boxShadow: tokens.shadow16,
    '& .fui-ToastTitle, & .fui-ToastTitle__media, & .fui-ToastTitle__action, & .fui-Button': { color: 'inherit' },
  },
  info: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  success: { backgroundColor: tokens.colorStatusSuccessForeground1, color: tokens.colorNeutralForegroundInverted },
  error: { backgroundColor: tokens.colorStatusDangerForeground1, color: tokens.colorNeutralForegroundInverted },
  warning: { backgroundColor: tokens.colorStatusWarningBackground3, color: tokens.colorNeutralForeground1Static },
});

/**
 * The Fluent parts of the toast service, in their own chunk: toast.tsx loads it with the first
 * toast, which keeps the Toaster (and tabster) out of the JavaScript /apply needs to start.
 */
export function ToastView({ toasterId, top }: { toasterId: string; top: number }) {
  return <Toaster toasterId={toasterId} position="top" offset={{ vertical: top }} limit={1} />;
}

function FilledToast({ message, intent, onClose }: { message: string; intent: ToastIntent; onClose: () => void }) {
  const styles = useFilled();
  const { t } = useTranslation('common');
  return (
    <Toast data-intent={intent} className={mergeClasses(styles.base, styles[intent])}>
      <ToastTitle
        action={
          <Button appearance="transparent" size="small" aria-label={t('close')} onClick={onClose}>
            ×
          </Button>
        }
      >
        {message}
      </ToastTitle>
    </Toast>
  );
}

/** The content of one toast: the message and a close button, filled in the colour of its severity. */
export function toastContent(message: string, intent: ToastIntent, onClose: () => void): ReactNode {
  return <FilledToast message={message} intent={intent} onClose={onClose} />;
}
