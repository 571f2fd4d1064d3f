import { formatCurrency, formatLongDate, formatPercent, formatPercentNumber } from '../../../src/screens/format';

describe('screen formats', () => {
  it('formats US dollars with the en-US format and 2 decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(23.456)).toBe('$23.46');
  });

  it('formats fractions as percents with 2 decimals', () => {
    expect(formatPercent(0.2799)).toBe('27.99%');
    expect(formatPercent(0.28)).toBe('28.00%');
    expect(formatPercentNumber(0.005)).toBe('0.50');
  });

  it('formats YYYY-MM-DD as a long date per language, in UTC', () => {
    expect(formatLongDate('2027-03-14', 'en')).toBe('March 14, 2027');
    expect(formatLongDate('2027-03-14', 'es')).toBe('14 de marzo de 2027');
    expect(formatLongDate('2027-01-01', 'en-US')).toBe('January 1, 2027');
  });

  it('answers "Invalid Date" for anything that is not a calendar date', () => {
    expect(formatLongDate('2027-02-30', 'en')).toBe('Invalid Date');
    expect(formatLongDate('14/03/2027', 'en')).toBe('Invalid Date');
    expect(formatLongDate('', 'en')).toBe('Invalid Date');
  });
});
