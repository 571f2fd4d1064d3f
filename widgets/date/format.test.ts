import { formatDateInput, fromIsoDate, toIsoDate } from './format';

describe('date of birth input', () => {
  it('inserts the slashes of MM/DD/YYYY (DD/MM/AAAA) while typing', () => {
    expect(formatDateInput('01')).toBe('01');
    expect(formatDateInput('011')).toBe('01/1');
    expect(formatDateInput('0115')).toBe('01/15');
    expect(formatDateInput('01151')).toBe('01/15/1');
    expect(formatDateInput('01151990')).toBe('01/15/1990');
  });
  it('keeps only 8 digits and ignores other characters', () => {
    expect(formatDateInput('01-15-1990 99')).toBe('01/15/1990');
    expect(formatDateInput('01/15/1990')).toBe('01/15/1990');
  });
  it('stores a complete date as YYYY-MM-DD: month first in English, day first in Spanish', () => {
    expect(toIsoDate('07/01/1990', 'mdy')).toBe('1990-07-01');
    expect(toIsoDate('01/07/1990', 'dmy')).toBe('1990-07-01');
    expect(toIsoDate('12/31/1985', 'mdy')).toBe('1985-12-31');
  });
  it('stores an incomplete date as typed (the schema says it is incomplete)', () => {
    expect(toIsoDate('07/01/19', 'mdy')).toBe('07/01/19');
    expect(toIsoDate('', 'dmy')).toBe('');
  });
  it('shows a stored YYYY-MM-DD in the order of the language, and incomplete text as typed', () => {
    expect(fromIsoDate('1990-07-01', 'mdy')).toBe('07/01/1990');
    expect(fromIsoDate('1990-07-01', 'dmy')).toBe('01/07/1990');
    expect(fromIsoDate('07/01/19', 'mdy')).toBe('07/01/19');
    expect(fromIsoDate('0701', 'dmy')).toBe('07/01');
  });
});
