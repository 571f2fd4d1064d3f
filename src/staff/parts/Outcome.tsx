import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The result of an action (a decision, a retry) in a polite live region. When `focusKey` changes
 * to a new value the region takes the focus: the control that was used may have just left the
 * page (the decided application's buttons, the retried row), and the keyboard must not be left
 * on nothing.
 */
export function Outcome({ focusKey, children }: { focusKey: string | number | undefined; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey) region.current?.focus();
  }, [focusKey]);
  return (
    <div ref={region} tabIndex={-1} aria-live="polite" style={{ outline: 'none', display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '12px' }}>
      {children}
    </div>
  );
}
