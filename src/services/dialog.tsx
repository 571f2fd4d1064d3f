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

/** The dialog shown: open, or closing (Fluent UI closes it and gives the page back to assistive technology). */
interface ShownDialog {
  options: DialogOptions;
  open: boolean;
  /** A new dialog is a new element (never the closing one reopened). */
  key: number;
}

/** Renders the one open dialog and provides the dialog service (promise based). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownDialog | null>(null);
  const currentRef = useRef<OpenDialog | null>(null);
  const keyRef = useRef(0);

  // A settled dialog is closed, not removed: removed while open, Fluent UI's modal could leave the
  // page hidden from screen readers (aria-hidden on #root) when the answer moves to another page.
  const settle = useCallback((value: string | null) => {
    const open = currentRef.current;
    currentRef.current = null;
    setShown((dialog) => dialog && { ...dialog, open: false });
    open?.resolve(value);
  }, []);

  const service = useMemo<DialogService>(
    () => ({
      open: (options) =>
        new Promise<string | null>((resolve) => {
          currentRef.current?.resolve(null);
          currentRef.current = { options, resolve };
          keyRef.current += 1;
          setShown({ options, open: true, key: keyRef.current });
        }),
      close: (value = null) => settle(value),
    }),
    [settle],
  );

  return (
    <DialogContext.Provider value={service}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <DialogView key={shown.key} options={shown.options} open={shown.open} onSettle={settle} />
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
