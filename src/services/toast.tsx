import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import {
  Button,
  Toast,
  ToastTitle,
  Toaster,
  useToastController,
} from '@fluentui/react-components';

/** Severity of a toast. */
export type ToastIntent = 'info' | 'success' | 'error' | 'warning';

/** Default auto-hide time of a toast in ms (SPEC section 9). */
export const TOAST_DURATION_MS = 6000;

/** Distance of the toast from the top of the page in px. */
export const TOAST_TOP_OFFSET = 100;

/** The toast service: one toast at a time, top centre. */
export interface ToastService {
  show(message: string, opts?: { intent?: ToastIntent; duration?: number }): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const ToastContext = createContext<ToastService | null>(null);

/** Renders the toaster and provides the toast service. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toasterId = useId();
  const { dispatchToast, dismissAllToasts, dismissToast } = useToastController(toasterId);
  const service = useMemo<ToastService>(() => {
    let counter = 0;
    const show: ToastService['show'] = (message, opts = {}) => {
      const intent = opts.intent ?? 'info';
      const toastId = `${toasterId}-${++counter}`;
      dismissAllToasts();
      dispatchToast(
        <Toast appearance="inverted" data-intent={intent}>
          <ToastTitle
            action={
              <Button
                appearance="transparent"
                size="small"
                aria-label="Close"
                onClick={() => dismissToast(toastId)}
              >
                ×
              </Button>
            }
          >
            {message}
          </ToastTitle>
        </Toast>,
        { intent, toastId, timeout: opts.duration ?? TOAST_DURATION_MS, position: 'top' },
      );
    };
    return {
      show,
      success: (m) => show(m, { intent: 'success' }),
      error: (m) => show(m, { intent: 'error' }),
      info: (m) => show(m, { intent: 'info' }),
      warning: (m) => show(m, { intent: 'warning' }),
    };
  }, [dispatchToast, dismissAllToasts, dismissToast, toasterId]);
  return (
    <ToastContext.Provider value={service}>
      {children}
      <Toaster toasterId={toasterId} position="top" offset={{ vertical: TOAST_TOP_OFFSET }} limit={1} />
    </ToastContext.Provider>
  );
}

/** The toast service; throws when used outside ToastProvider. */
export function useToast(): ToastService {
  const service = useContext(ToastContext);
  if (!service) throw new Error('useToast must be used inside <ToastProvider>');
  return service;
}
