import { formatIsoDateInput } from './format';

describe('date of birth input', () => {
  it('inserts the dashes of YYYY-MM-DD while typing', () => {
    expect(formatIsoDateInput('1990')).toBe('1990');
    expect(formatIsoDateInput('19900')).toBe('1990-0');
    expect(formatIsoDateInput('199001')).toBe('1990-01');
    expect(formatIsoDateInput('1990011')).toBe('1990-01-1');
    expect(formatIsoDateInput('19900115')).toBe('1990-01-15');
  });
  it('keeps only 8 digits and ignores other characters', () => {
    expect(formatIsoDateInput('1990/01/15 99')).toBe('1990-01-15');
    expect(formatIsoDateInput('1990-01-15')).toBe('1990-01-15');
  });
});
