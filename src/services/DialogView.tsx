import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { DialogAction, DialogOptions } from './dialogTypes';

/** True when an action is drawn as an outlined (secondary) button. */
export function isSecondaryAction(action: DialogAction): boolean {
  return action.variant ? action.variant === 'secondary' : action.value.toLowerCase() === 'cancel';
}

/** Props of the dialog view: what to show and how it settles. */
export interface DialogViewProps {
  options: DialogOptions;
  /** False once settled: Fluent UI closes the dialog (and its hold on the rest of the page). */
  open: boolean;
  onSettle(value: string | null): void;
}

/**
 * The Fluent dialog of the dialog service (loaded on first use). Non-dismissable dialogs are
 * Fluent `alert` dialogs and ignore every close request that is not an action.
 */
export default function DialogView({ options, open, onSettle }: DialogViewProps) {
  const dismissable = options.dismissable ?? true;
  return (
    <Dialog
      open={open}
      modalType={dismissable ? 'modal' : 'alert'}
      onOpenChange={(_event, data) => {
        if (!data.open && dismissable && open) onSettle(null);
      }}
    >
      <DialogSurface style={{ maxWidth: 480, width: '100%' }}>
        <DialogBody>
          <DialogTitle>{options.title}</DialogTitle>
          <DialogContent>{options.content}</DialogContent>
          <DialogActions fluid>
            {options.actions.map((action) => {
              const appearance = isSecondaryAction(action) ? 'outline' : 'primary';
              return (
                <Button
                  key={action.value}
                  appearance={appearance}
                  data-appearance={appearance}
                  onClick={() => {
                    action.onClick?.();
                    onSettle(action.value);
                  }}
                >
                  {action.label}
                </Button>
              );
            })}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
