import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DialogOptions, DialogService } from './dialogTypes';

export type { DialogAction, DialogOptions, DialogService } from './dialogTypes';

const DialogContext = createContext<DialogService | null>(null);

/** The Fluent dialog, loaded on first use (keeps it out of the first page's JavaScript). */
const DialogView = lazy(() => import('./DialogView'));

interface OpenDialog {
  options: DialogOptions;
  resolve: (value: string | null) => void;
}

/** Renders the one open dialog and provides the dialog service (promise based). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const currentRef = useRef<OpenDialog | null>(null);

  const settle = useCallback((value: string | null) => {
    const open = currentRef.current;
    currentRef.current = null;
    setCurrent(null);
    open?.resolve(value);
  }, []);

  const service = useMemo<DialogService>(
    () => ({
      open: (options) =>
        new Promise<string | null>((resolve) => {
          currentRef.current?.resolve(null);
          const next = { options, resolve };
          currentRef.current = next;
          setCurrent(next);
        }),
      close: (value = null) => settle(value),
    }),
    [settle],
  );

  return (
    <DialogContext.Provider value={service}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <DialogView options={current.options} onSettle={settle} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

/** The dialog service; throws when used outside DialogProvider. */
export function useDialog(): DialogService {
  const service = useContext(DialogContext);
  if (!service) throw new Error('useDialog must be used inside <DialogProvider>');
  return service;
}
