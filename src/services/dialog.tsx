import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** One button of a dialog; choosing it resolves the dialog with `value`. */
export interface DialogAction {
  value: string;
  label: string;
  /** Defaults to secondary (outlined) for the value `cancel`, primary otherwise. */
  variant?: 'primary' | 'secondary';
  /** Called when the action is chosen, before the dialog resolves. */
  onClick?: () => void;
}

/** What a dialog shows. */
export interface DialogOptions {
  title: string;
  content: ReactNode;
  actions: DialogAction[];
  /** When false, backdrop clicks and Escape are ignored (default true). */
  dismissable?: boolean;
}

/** The dialog service. */
export interface DialogService {
  /** Opens a dialog; resolves with the chosen action's value, or null when closed. */
  open(options: DialogOptions): Promise<string | null>;
  /** Closes the open dialog (if any), resolving it with `value` (default null). */
  close(value?: string | null): void;
}

const DialogContext = createContext<DialogService | null>(null);

/** True when an action is drawn as an outlined (secondary) button. */
export function isSecondaryAction(action: DialogAction): boolean {
  return action.variant ? action.variant === 'secondary' : action.value.toLowerCase() === 'cancel';
}

interface OpenDialog {
  options: DialogOptions;
  resolve: (value: string | null) => void;
}

/** Renders the one open dialog and provides the dialog service. */
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

  const dismissable = current?.options.dismissable ?? true;
  return (
    <DialogContext.Provider value={service}>
      {children}
      <Dialog
        open={current !== null}
        modalType={dismissable ? 'modal' : 'alert'}
        onOpenChange={(_event, data) => {
          if (!data.open && dismissable) settle(null);
        }}
      >
        <DialogSurface style={{ maxWidth: 480, width: '100%' }}>
            <DialogBody>
              <DialogTitle>{current?.options.title}</DialogTitle>
              <DialogContent>{current?.options.content}</DialogContent>
              <DialogActions fluid>
                {current?.options.actions.map((action) => (
                  <Button
                    key={action.value}
                    appearance={isSecondaryAction(action) ? 'outline' : 'primary'}
                    onClick={() => {
                      action.onClick?.();
                      settle(action.value);
                    }}
                  >
                    {action.label}
                  </Button>
                ))}
              </DialogActions>
            </DialogBody>
          </DialogSurface>
      </Dialog>
    </DialogContext.Provider>
  );
}

/** The dialog service; throws when used outside DialogProvider. */
export function useDialog(): DialogService {
  const service = useContext(DialogContext);
  if (!service) throw new Error('useDialog must be used inside <DialogProvider>');
  return service;
}
