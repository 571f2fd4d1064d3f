import { digitsBefore, newCaret, onlyDigits } from './caret';

describe('caret helpers', () => {
  it('counts digits before a caret index, ignoring formatting', () => {
    expect(digitsBefore('(202) 555-01', 0)).toBe(0);
    expect(digitsBefore('(202) 555-01', 4)).toBe(3);
    expect(digitsBefore('(202) 555-01', 6)).toBe(3);
    expect(digitsBefore('(202) 555-01', 99)).toBe(8);
  });
  it('puts the caret just after the n-th digit of the formatted text', () => {
    expect(newCaret('(202) 555-0101', 0)).toBe(0);
    expect(newCaret('(202) 555-0101', 3)).toBe(4);
    expect(newCaret('(202) 555-0101', 4)).toBe(7);
    expect(newCaret('(202) 555-0101', 7)).toBe(11);
    expect(newCaret('(202) 555-0101', 10)).toBe(14);
    expect(newCaret('(202', 9)).toBe(4);
  });
  it('keeps only digits', () => {
    expect(onlyDigits('a1-2 3.')).toBe('123');
  });
});
