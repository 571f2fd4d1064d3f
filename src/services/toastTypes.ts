/** Severity of a toast. */
export type ToastIntent = 'info' | 'success' | 'error' | 'warning';
