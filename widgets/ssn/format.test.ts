import { formatSsn, maskSsn, ssnDigits } from './format';

describe('SSN input (SPEC 5 "Social security number input")', () => {
  it('keeps digits only, at most 9', () => {
    expect(ssnDigits('123-45-6789')).toBe('123456789');
    expect(ssnDigits('12a3 45 678999')).toBe('123456789');
  });
  it('formats 3-2-4 with dashes, partially while typing', () => {
    expect(formatSsn('')).toBe('');
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('12345')).toBe('123-45');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('1234567890')).toBe('123-45-6789');
  });
  it('masks as ***-**-**** with the shape of the typed digits', () => {
    expect(maskSsn('123456789')).toBe('***-**-****');
    expect(maskSsn('1234')).toBe('***-*');
    expect(maskSsn('')).toBe('');
  });
});
