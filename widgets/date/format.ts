import { onlyDigits } from '../shared/caret';

/** Order of the typed date: month/day/year (`MM/DD/YYYY`, English) or day/month/year (`DD/MM/AAAA`, Spanish). */
export type DateOrder = 'mdy' | 'dmy';

/** Formats typed text as `NN/NN/NNNN`, inserting the slashes itself: `01`, `01/1`, `01/15/1990`. */
export function formatDateInput(text: string): string {
  const d = onlyDigits(text).slice(0, 8);
  return d.length > 4 ? `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}` : d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/**
 * The value stored for a typed date: `YYYY-MM-DD` once all 8 digits are there (what the schema
 * and the server take), else the text as shown (the schema's pattern says it is incomplete).
 */
export function toIsoDate(shown: string, order: DateOrder): string {
  const d = onlyDigits(shown);
  if (d.length < 8) return shown;
  const [a, b] = [d.slice(0, 2), d.slice(2, 4)];
  return `${d.slice(4, 8)}-${order === 'dmy' ? `${b}-${a}` : `${a}-${b}`}`;
}

/** The text shown for a stored value: a `YYYY-MM-DD` date in the language's order, anything else as typed. */
export function fromIsoDate(value: string, order: DateOrder): string {
  const iso = /^(\d{4})-(\d\d)-(\d\d)$/.exec(value);
  if (!iso) return formatDateInput(value);
  const [, y, m, d] = iso;
  return order === 'dmy' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}
