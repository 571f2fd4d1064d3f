import { ApiError } from '../errors/apiError';

/** Longest range of days a report or export covers. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** A UTC day (YYYY-MM-DD, years 1900-2999) as the instant it starts, or null when it is not a real day or out of those years. */
export function dayStart(day: string): Date | null {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

/**
 * The instants [from, to + 1 day) of two UTC days, both inclusive. 400 VALIDATION_ERROR when a
 * day is not real, `to` is before `from`, or the range is longer than MAX_RANGE_DAYS.
 */
export function dayRange(from: string, to: string): { from: Date; to: Date } {
  const start = dayStart(from);
  const end = dayStart(to);
  const details = [];
  if (!start) details.push({ field: 'from', code: 'format', message: 'must be a day, YYYY-MM-DD, 1900-2999' });
  if (!end) details.push({ field: 'to', code: 'format', message: 'must be a day, YYYY-MM-DD, 1900-2999' });
  if (start && end && end < start) details.push({ field: 'to', code: 'range', message: 'must not be before from' });
  if (start && end && (end.getTime() - start.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) details.push({ field: 'to', code: 'range', message: `the range is at most ${MAX_RANGE_DAYS} days` });
  if (details.length || !start || !end) throw new ApiError(400, 'VALIDATION_ERROR', 'The request is not valid.', details);
  return { from: start, to: new Date(end.getTime() + DAY_MS) };
}
