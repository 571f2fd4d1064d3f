import { amountText, decimalPointAt, editableAmount, formatAmount, formatThousands, formatUsd, parseAmount } from './format';

describe('amount input text (SPEC 5 "Loan amount", "Housing expenses")', () => {
  it('keeps digits, "." and "," only', () => {
    expect(amountText('$1,0a00')).toBe('1,000');
    expect(amountText(' $ 1,250.50 ')).toBe('1,250.50');
  });
  it('keeps at most two decimals and nine whole-dollar digits', () => {
    expect(amountText('1250.505')).toBe('1250.50');
    expect(amountText('1.250,505')).toBe('1.250,50');
    expect(amountText('1234567890.5')).toBe('123456789.5');
    expect(amountText('1,234,567,890')).toBe('123456789');
  });
});

describe('the decimal point of a typed amount (the same on English and Spanish pages)', () => {
  it.each([
    ['1250.5', 4],
    ['1,250.50', 5],
    ['1.250,50', 5],
    ['1250,5', 4],
    ['1250.', 4],
    ['1250,', 4],
    ['1.25', 1],
    ['1250.505', 4],
    ['0.125', 1],
  ])('%s has it at %i', (text, at) => {
    expect(decimalPointAt(text)).toBe(at);
  });
  it.each(['1250', '1,250', '1,250,000', '1.250', '1.250.000', '1,2500'])('%s has none: its separators group thousands', (text) => {
    expect(decimalPointAt(text)).toBe(-1);
  });
  it('never drops a digit of a well-written amount typed one character at a time', () => {
    for (const text of ['123.046.875,01', '12,345,678.90', '1.250,5', '1,250.5']) {
      for (let end = 1; end <= text.length; end += 1) expect(amountText(text.slice(0, end))).toBe(text.slice(0, end));
    }
  });
});

describe('parseAmount', () => {
  it('keeps the cents instead of dropping the decimal point (1250.5 is not 12505)', () => {
    expect(parseAmount('1250.5')).toBe(1250.5);
    expect(parseAmount('$1,250.50')).toBe(1250.5);
    expect(parseAmount('0.07')).toBe(0.07);
  });
  it('reads a decimal comma and thousands dots as Spanish writes them', () => {
    expect(parseAmount('1.250,50')).toBe(1250.5);
    expect(parseAmount('1250,5')).toBe(1250.5);
    expect(parseAmount('1.250')).toBe(1250);
    expect(parseAmount('12.500.000')).toBe(12500000);
  });
  it('is whole dollars without a decimal point, undefined without a digit', () => {
    expect(parseAmount('1,000')).toBe(1000);
    expect(parseAmount('0050')).toBe(50);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('1250.')).toBe(1250);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount('.,')).toBeUndefined();
  });
});

describe('formatAmount (the blurred input) and editableAmount (the focused one)', () => {
  it('shows cents in a field that takes cents, and whenever the amount has some', () => {
    expect(formatAmount(1250.5, 'cents')).toBe('1,250.50');
    expect(formatAmount(1250, 'cents')).toBe('1,250.00');
    expect(formatAmount(1250.5, 'dollars')).toBe('1,250.50');
    expect(formatAmount(1250, 'dollars')).toBe('1,250');
    expect(formatAmount(undefined, 'cents')).toBe('');
  });
  it('reads back to the same amount', () => {
    for (const amount of [0, 0.07, 12.5, 1250.57, 20000, 123456789.99]) {
      for (const unit of ['cents', 'dollars'] as const) {
        expect(parseAmount(formatAmount(amount, unit))).toBe(amount);
        expect(parseAmount(editableAmount(amount))).toBe(amount);
      }
    }
  });
  it('starts the focused text without separators', () => {
    expect(editableAmount(1250.5)).toBe('1250.50');
    expect(editableAmount(1250)).toBe('1250');
    expect(editableAmount(undefined)).toBe('');
  });
  it('formats thousands for other money texts', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
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
