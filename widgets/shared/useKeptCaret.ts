import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Puts the caret of a formatted input where the edit left it once the new text is rendered:
 * `placeCaret(at)` after an edit, the input given `inputRef`. Every edit renders, even one that
 * leaves the text as it was (deleting a separator): without that render React would leave the
 * caret where the browser put it, at the end. Used by the phone/SSN input and the currency widget.
 */
export function useKeptCaret(): { inputRef: RefObject<HTMLInputElement | null>; placeCaret: (at: number) => void } {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const [, rerender] = useState<object>();

  useLayoutEffect(() => {
    const element = inputRef.current;
    const at = pendingCaret.current;
    if (at === null || !element) return;
    pendingCaret.current = null;
    // (setSelectionRange clamps an index past the end of the text.)
    if (element.ownerDocument.activeElement === element) element.setSelectionRange(at, at);
  });

  return {
    inputRef,
    placeCaret(at) {
      pendingCaret.current = at;
      rerender({});
    },
  };
}
