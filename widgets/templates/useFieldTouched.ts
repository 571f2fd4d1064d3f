import { useCallback, useEffect, useRef, useState } from 'react';

/** Forms that were submitted at least once: a field shown after a submit shows its errors at once. */
const submittedForms = new WeakSet<HTMLFormElement>();

/**
 * Whether a field was touched: the member changed it or left it, or submitted its form (before
 * or after the field appeared). Put `ref` on an element inside the field's `<form>` and call
 * `touch` from its change and blur handlers. `shown` is false while the field is not on the
 * page (a `showWhen` field); it starts untouched again when it comes back, unless the form was
 * submitted.
 */
export function useFieldTouched(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [touched, setTouched] = useState(false);
  const [wasShown, setWasShown] = useState(shown);
  if (wasShown !== shown) {
    // Leaving the page forgets the touch (state adjusted while rendering, not in an effect).
    setWasShown(shown);
    if (!shown) setTouched(false);
  }
  const touch = useCallback(() => setTouched(true), []);
  useEffect(() => {
    if (!shown) return undefined;
    const form = ref.current?.closest('form');
    if (!form) return undefined;
    if (submittedForms.has(form)) setTouched(true);
    const onSubmit = () => {
      submittedForms.add(form);
      setTouched(true);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [shown]);
  return { ref, touched, touch };
}
