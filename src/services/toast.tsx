import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToastController } from '@fluentui/react-components';
import type { ToastIntent } from './toastTypes';

/** The Fluent toaster and toast content, loaded with the first toast (see ToastView.tsx). */
type ToastViewModule = typeof import('./ToastView');
const loadToastView = () => import('./ToastView');

export type { ToastIntent } from './toastTypes';

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

/**
 * Renders the toaster and provides the toast service. The Fluent Toaster is loaded and mounted
 * with the first toast; toasts shown before it is there wait for it, in order.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toasterId = useId();
  const { dispatchToast, dismissAllToasts, dismissToast } = useToastController(toasterId);
  const [view, setView] = useState<ToastViewModule | null>(null);
  const viewRef = useRef<ToastViewModule | null>(null);
  const pending = useRef<((view: ToastViewModule) => void)[]>([]);

  // After the Toaster has mounted (a child: its listeners are set before this effect runs).
  useEffect(() => {
    if (!view) return;
    viewRef.current = view;
    for (const run of pending.current.splice(0)) run(view);
  }, [view]);

  const service = useMemo<ToastService>(() => {
    let counter = 0;
    const show: ToastService['show'] = (message, opts = {}) => {
      const intent = opts.intent ?? 'info';
      const toastId = `${toasterId}-${++counter}`;
      const run = ({ toastContent }: ToastViewModule) => {
        dismissAllToasts();
        dispatchToast(toastContent(message, intent, () => dismissToast(toastId)), {
          intent,
          toastId,
          timeout: opts.duration ?? TOAST_DURATION_MS,
          position: 'top',
        });
      };
      if (viewRef.current) return run(viewRef.current);
      pending.current.push(run);
      void loadToastView().then((module) => setView(() => module));
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
      {view && <view.ToastView toasterId={toasterId} top={TOAST_TOP_OFFSET} />}
    </ToastContext.Provider>
  );
}

/** The toast service; throws when used outside ToastProvider. */
export function useToast(): ToastService {
  const service = useContext(ToastContext);
  if (!service) throw new Error('useToast must be used inside <ToastProvider>');
  return service;
}
