import { daysBetween, formatDay, formatMoney, formatPercent, utcDay, waitingTime } from '../../../src/staff/format';

describe('staff console formats', () => {
  it('waiting time in its largest whole unit', () => {
    expect(waitingTime(59)).toEqual({ unit: 'minutes', count: 0 });
    expect(waitingTime(3599)).toEqual({ unit: 'minutes', count: 59 });
    expect(waitingTime(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(waitingTime(86399)).toEqual({ unit: 'hours', count: 23 });
    expect(waitingTime(3 * 86400 + 7)).toEqual({ unit: 'days', count: 3 });
  });
  it('days between UTC days, NaN for what is not a day', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('', '2026-01-01')).toBeNaN();
  });
  it('UTC days, money, percent and a day in each language', () => {
    expect(utcDay(-1, new Date('2026-03-01T00:30:00Z'))).toBe('2026-02-28');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatPercent(0.2799)).toBe('27.99%');
    expect(formatPercent(1 / 3, 1)).toBe('33.3%');
    expect(formatDay('2026-12-24', 'en')).toBe('Dec 24, 2026');
    expect(formatDay('2026-12-24', 'es')).toBe('24 dic 2026');
  });
});
