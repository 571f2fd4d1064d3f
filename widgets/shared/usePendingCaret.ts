import { useLayoutEffect, useReducer, useRef } from 'react';

/**
 * Puts the caret of an input back after React re-renders its reformatted value. Call
 * `placeCaret(index)` in the change handler; the caret moves once the new value is rendered.
 * It forces that render, because an edit that changes no digit (deleting a separator) leaves
 * the formatted text as it was: React would skip the render and put the caret at the end.
 */
export function usePendingCaret() {
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<number | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
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
      rerender();
    },
  };
}
