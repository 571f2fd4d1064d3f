import {
  applyBackspace, applyPaste, applyTyping, digitsFromValue, isOtpComplete, moveFocus,
  OTP_INCOMPLETE_KEY, OTP_ONLY_NUMBERS_KEY, otpSubmitError, otpValue, setDigit,
} from './otpState';

const empty = digitsFromValue('');

describe('one-time code boxes (SPEC 5 "One-time code")', () => {
  it('has six boxes', () => {
    expect(empty).toEqual(['', '', '', '', '', '']);
    expect(digitsFromValue('12a3')).toEqual(['1', '2', '3', '', '', '']);
  });
  it('sets one digit per box and moves to the next box', () => {
    const edit = setDigit(empty, 0, '7');
    expect(edit.digits[0]).toBe('7');
    expect(edit.focus).toBe(1);
    expect(setDigit(digitsFromValue('12345'), 5, '6').focus).toBe(5);
  });
  it('ignores non-digits', () => {
    expect(setDigit(empty, 2, 'x')).toEqual({ digits: empty, focus: 2 });
    expect(applyTyping(empty, 2, 'x').digits).toEqual(empty);
  });
  it('replaces a filled box with the newly typed digit', () => {
    const edit = applyTyping(digitsFromValue('1'), 0, '19');
    expect(edit.digits[0]).toBe('9');
    expect(edit.focus).toBe(1);
  });
  it('fills every box when the whole code arrives in one box (autofill)', () => {
    expect(otpValue(applyTyping(empty, 0, '123456').digits)).toBe('123456');
  });
  it('clears a box emptied by the browser', () => {
    expect(applyTyping(digitsFromValue('12'), 1, '').digits).toEqual(['1', '', '', '', '', '']);
  });
  it('fills all boxes from a digits-only paste', () => {
    const edit = applyPaste(empty, 3, ' 123456 ');
    expect(otpValue(edit.digits)).toBe('123456');
    expect(edit.error).toBeUndefined();
    expect(edit.focus).toBe(5);
  });
  it('pastes a shorter run from the focused box', () => {
    expect(applyPaste(empty, 2, '12').digits).toEqual(['', '', '1', '2', '', '']);
  });
  it('rejects a paste with any non-digit: "Only numbers are allowed"', () => {
    const before = digitsFromValue('9');
    const edit = applyPaste(before, 0, '12a456');
    expect(edit.error).toBe(OTP_ONLY_NUMBERS_KEY);
    expect(edit.digits).toEqual(before);
  });
  it('backspace clears the current box, or the previous one and moves there', () => {
    expect(applyBackspace(digitsFromValue('123'), 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(applyBackspace(digitsFromValue('123'), 3)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(applyBackspace(empty, 0).focus).toBe(0);
  });
  it('arrow keys move between boxes, staying inside them', () => {
    expect(moveFocus(2, 'left')).toBe(1);
    expect(moveFocus(2, 'right')).toBe(3);
    expect(moveFocus(0, 'left')).toBe(0);
    expect(moveFocus(5, 'right')).toBe(5);
  });
  it('is complete with all six digits; submit needs them all', () => {
    expect(isOtpComplete(digitsFromValue('12345'))).toBe(false);
    expect(isOtpComplete(digitsFromValue('123456'))).toBe(true);
    expect(otpSubmitError(digitsFromValue('12345'))).toBe(OTP_INCOMPLETE_KEY);
    expect(otpSubmitError(digitsFromValue('123456'))).toBeUndefined();
  });
});
