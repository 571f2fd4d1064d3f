import { formatPhone, newCaret, normalizedPhone, parseUsPhone, phoneDigits, PHONE_PLACEHOLDER } from './format';

describe('phone digits (SPEC 5 "Phone input")', () => {
  it('strips all non-digits', () => {
    expect(phoneDigits('(202) 555-0101')).toBe('2025550101');
    expect(phoneDigits('202.555.01a01')).toBe('2025550101');
  });
  it('drops the leading 1 of an 11-digit number starting with 1', () => {
    expect(phoneDigits('+1 (202) 555-0101')).toBe('2025550101');
    expect(phoneDigits('12025550101')).toBe('2025550101');
  });
  it('keeps an 11-digit number not starting with 1 to its first 10 digits', () => {
    expect(phoneDigits('22025550101')).toBe('2202555010');
  });
  it('keeps at most 10 digits', () => {
    expect(phoneDigits('202555010199')).toBe('2025550101');
  });
});

describe('phone display while typing', () => {
  it('formats partial numbers as (XXX) XXX-XXXX', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('2')).toBe('(2');
    expect(formatPhone('202')).toBe('(202');
    expect(formatPhone('2025')).toBe('(202) 5');
    expect(formatPhone('202555')).toBe('(202) 555');
    expect(formatPhone('2025550')).toBe('(202) 555-0');
    expect(formatPhone('20255501')).toBe('(202) 555-01');
    expect(formatPhone('2025550101')).toBe('(202) 555-0101');
  });
  it('has the SPEC placeholder', () => {
    expect(PHONE_PLACEHOLDER).toBe('(555) 123-4567');
  });
  it('keeps the caret by counting digits', () => {
    // caret after "(202) 5" (4 digits) stays after the 4th digit when the text grows
    expect(newCaret(formatPhone('20255501'), 4)).toBe(7);
    expect(newCaret(formatPhone('202'), 3)).toBe(4);
  });
});

describe('normalizedPhone', () => {
  it('is +1 and the 10 digits with exactly 10 digits', () => {
    expect(normalizedPhone('2025550101')).toBe('+12025550101');
  });
  it('is cleared otherwise', () => {
    expect(normalizedPhone('202555010')).toBeUndefined();
    expect(normalizedPhone('')).toBeUndefined();
    expect(normalizedPhone('20255501011')).toBeUndefined();
  });
});

describe('parseUsPhone on blur', () => {
  it('parses a US number to national display and E.164', () => {
    expect(parseUsPhone('2025550101')).toEqual({ display: '(202) 555-0101', digits: '2025550101', e164: '+12025550101' });
    expect(parseUsPhone('+1 202-555-0101')?.e164).toBe('+12025550101');
  });
  it('fails on incomplete or impossible numbers', () => {
    expect(parseUsPhone('202555')).toBeNull();
    expect(parseUsPhone('')).toBeNull();
    expect(parseUsPhone('(055) 123-4567')).toBeNull();
  });
});
