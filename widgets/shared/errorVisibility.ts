import { createContext, useContext } from 'react';

/**
 * Whether the field around a widget may show its errors yet. `FieldTemplate` provides it (false
 * until the member changed or left the field, or submitted the form); outside a field it is true.
 */
export const ErrorVisibilityContext = createContext(true);

/** True when the widget may show its errors (see {@link ErrorVisibilityContext}). */
export function useErrorsShown(): boolean {
  return useContext(ErrorVisibilityContext);
}
