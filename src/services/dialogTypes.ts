import type { ReactNode } from 'react';

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
