import { Button, Toast, ToastTitle, Toaster } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * The Fluent parts of the toast service, in their own chunk: toast.tsx loads it with the first
 * toast, which keeps the Toaster (and tabster) out of the JavaScript /apply needs to start.
 */
export function ToastView({ toasterId, top }: { toasterId: string; top: number }) {
  return <Toaster toasterId={toasterId} position="top" offset={{ vertical: top }} limit={1} />;
}

/** The content of one toast: the message and a close button. */
export function toastContent(message: string, intent: string, onClose: () => void): ReactNode {
  return (
    <Toast appearance="inverted" data-intent={intent}>
      <ToastTitle
        action={
          <Button appearance="transparent" size="small" aria-label="Close" onClick={onClose}>
            ×
          </Button>
        }
      >
        {message}
      </ToastTitle>
    </Toast>
  );
}
