import { onlyDigits } from '../shared/caret';

/** Formats typed text as `YYYY-MM-DD`, inserting the dashes itself: `1990`, `1990-0`, `1990-01-15`. */
export function formatIsoDateInput(text: string): string {
  const d = onlyDigits(text).slice(0, 8);
  if (d.length <= 4) return d;
  if (d.length <= 6) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
}
