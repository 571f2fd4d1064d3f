import { addMonths } from '../../../server/domain/pricing/dates';
import { periodsBetween, singlePaymentTerm } from '../../../server/domain/pricing/unitPeriods';

describe('Appendix J period counting', () => {
  it('counts full months back from the later date and odd days over 30', () => {
    expect(periodsBetween('1978-02-10', '1978-04-01', 'month')).toEqual({ full: 1, fraction: 19 / 30 });
    expect(periodsBetween('1978-01-10', '1978-02-10', 'month')).toEqual({ full: 1, fraction: 0 });
    expect(periodsBetween('2026-03-15', '2026-03-20', 'month')).toEqual({ full: 0, fraction: 5 / 30 });
  });
  it('runs months from month end to month end', () => {
    expect(periodsBetween('2026-01-31', '2026-02-28', 'month')).toEqual({ full: 1, fraction: 0 });
    expect(periodsBetween('2026-01-31', '2026-04-30', 'month')).toEqual({ full: 3, fraction: 0 });
    expect(periodsBetween('2026-01-30', '2026-02-28', 'month')).toEqual({ full: 1, fraction: 0 });
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
  it('counts semimonths (two a month, then 15 days) with odd days over 15', () => {
    expect(periodsBetween('1978-02-23', '1978-03-01', 'semimonth')).toEqual({ full: 0, fraction: 6 / 15 });
    expect(periodsBetween('1978-02-23', '1978-03-16', 'semimonth')).toEqual({ full: 1, fraction: 6 / 15 });
    expect(periodsBetween('1978-02-23', '1978-04-16', 'semimonth')).toEqual({ full: 3, fraction: 6 / 15 });
  });
  it('counts weeks, quarters and bimonths', () => {
    expect(periodsBetween('1978-03-20', '1978-04-21', 'week')).toEqual({ full: 4, fraction: 4 / 7 });
    expect(periodsBetween('1978-03-18', '1978-04-20', 'fourweek')).toEqual({ full: 1, fraction: 5 / 28 });
    expect(periodsBetween('1978-05-23', '1978-10-01', 'quarter')).toEqual({ full: 1, fraction: 39 / 90 });
    expect(periodsBetween('1978-01-08', '1978-05-01', 'bimonth')).toEqual({ full: 1, fraction: 52 / 60 });
  });
  it('makes one unit-period of a single-payment term', () => {
    expect(singlePaymentTerm('1978-01-03', '1978-09-15')).toEqual({ full: 1, fraction: 0, perYear: 365 / 255 });
    expect(singlePaymentTerm('1978-01-03', '1978-07-03')).toEqual({ full: 1, fraction: 0, perYear: 2 });
    expect(singlePaymentTerm('1978-01-03', '1979-07-03')).toEqual({ full: 1, fraction: 0.5, perYear: 1 });
  });
  it('refuses a date before the start', () => {
    expect(() => periodsBetween('2026-02-01', '2026-01-01', 'month')).toThrow(RangeError);
    expect(() => periodsBetween('2026-02-30', '2026-03-01', 'month')).toThrow(RangeError);
  });
});
