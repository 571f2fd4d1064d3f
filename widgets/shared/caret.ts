/** Caret helpers for masked inputs: the caret is kept by counting digits, not characters. */

/** Number of digits (or of the characters `counted` matches) in `text` before character index `caret`. */
export function digitsBefore(text: string, caret: number, counted: RegExp = /\d/): number {
  let count = 0;
  for (let i = 0; i < Math.min(caret, text.length); i += 1) if (counted.test(text[i])) count += 1;
  return count;
}

/**
 * Caret index in `formatted` just after its `digitsBeforeCaret`-th digit, so the caret stays
 * between the same digits after reformatting. 0 digits puts it at the start; more digits than
 * the text holds puts it at the end. `counted` says which characters count (digits by default).
 */
export function newCaret(formatted: string, digitsBeforeCaret: number, counted: RegExp = /\d/): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (counted.test(formatted[i])) {
      seen += 1;
      if (seen === digitsBeforeCaret) return i + 1;
    }
  }
  return formatted.length;
}

/** Only the digits of `text`. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}
