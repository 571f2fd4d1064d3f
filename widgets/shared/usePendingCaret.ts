import { useLayoutEffect, useRef } from 'react';

/**
 * Puts the caret of an input back after React re-renders its reformatted value. Call
 * `placeCaret(index)` in the change handler; the caret moves once the new value is rendered.
 */
export function usePendingCaret() {
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pending.current === null || !input) return;
    const at = Math.min(pending.current, input.value.length);
    pending.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(at, at);
  });
  return {
    inputRef,
    placeCaret(index: number) {
      pending.current = index;
    },
  };
}
