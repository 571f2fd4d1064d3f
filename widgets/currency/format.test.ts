import { amountDigits, formatThousands, formatUsd, parseAmount } from './format';

describe('amount input (SPEC 5 "Loan amount", "Housing expenses")', () => {
  it('keeps only digits', () => {
    expect(amountDigits('$1,0a00')).toBe('1000');
    expect(amountDigits('12.50')).toBe('1250');
  });
  it('drops leading zeros but keeps a single 0', () => {
    expect(amountDigits('000')).toBe('0');
    expect(amountDigits('0050')).toBe('50');
  });
  it('parses to an integer, undefined when empty', () => {
    expect(parseAmount('1,000')).toBe(1000);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
  });
  it('formats with thousands separators for the blurred input', () => {
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(200)).toBe('200');
    expect(formatThousands(undefined)).toBe('');
  });
});

describe('formatUsd (SPEC 9: USD, en locale, 2 decimals)', () => {
  it('shows two decimals by default', () => {
    expect(formatUsd(1000)).toBe('$1,000.00');
    expect(formatUsd(12.5)).toBe('$12.50');
  });
  it('shows whole dollars for range hints', () => {
    expect(formatUsd(200, 'en-US', { wholeDollars: true })).toBe('$200');
    expect(formatUsd(2500, 'en-US', { wholeDollars: true })).toBe('$2,500');
  });
});
