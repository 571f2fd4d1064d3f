import { ageOn, isAtLeastAge, parseIsoDate, isPlausiblePastDate } from '../../src/core/rules/dob';

describe('date of birth rules', () => {
  const today = new Date(Date.UTC(2026, 10, 22));
  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2000-02-29')).not.toBeNull();
    expect(parseIsoDate('2001-02-29')).toBeNull();
    expect(parseIsoDate('2001-13-01')).toBeNull();
    expect(parseIsoDate('01/02/2001')).toBeNull();
  });
  it('counts whole years, turning 18 on the birthday', () => {
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(isAtLeastAge('2008-11-22', 18, today)).toBe(true);
    expect(isAtLeastAge('2008-11-23', 18, today)).toBe(false);
  });
  it('rejects future and implausible dates', () => {
    expect(isPlausiblePastDate('2027-01-01', today)).toBe(false);
    expect(isPlausiblePastDate('1899-12-31', today)).toBe(false);
    expect(isPlausiblePastDate('1985-03-14', today)).toBe(true);
  });
});
