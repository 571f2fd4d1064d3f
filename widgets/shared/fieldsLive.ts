import { createContext, useContext } from 'react';

const FieldsLive = createContext(true);

/**
 * Says whether the form's fields take input yet: false while the form is the server's HTML and
 * the browser takes it over (what is typed then would be lost). The form host provides it
 * (src/flow/StepHost.tsx); without it the fields are live. Kept out of RJSF's own `readonly`
 * prop, whose change re-renders the whole form, twice, in one task: only the fields re-render.
 */
export const FieldsLiveProvider = FieldsLive.Provider;

/** A widget's read-only state: RJSF's `readonly`, or the form not live yet ({@link FieldsLiveProvider}). */
export function useReadOnly(readonly: boolean | undefined): boolean {
  return !useFieldsLive() || !!readonly;
}

/** Whether the form's fields take input yet (see {@link FieldsLiveProvider}): for the form's own buttons. */
export function useFieldsLive(): boolean {
  return useContext(FieldsLive);
}
