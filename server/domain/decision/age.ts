import { toEpochDay } from '../pricing/dates';

/** Whole years from a 'YYYY-MM-DD' birth date to `today` ('YYYY-MM-DD'); a birthday counts on the day. */
export function ageOn(dob: string, today: string): number {
  toEpochDay(dob);
  toEpochDay(today);
  const [by, bm, bd] = dob.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
