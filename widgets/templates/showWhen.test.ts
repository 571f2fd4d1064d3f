import { isShown } from './showWhen';

describe('showWhen', () => {
  const rule = { field: 'purpose', equals: 'OTHER' };
  it('shows a field only while the other field equals the value', () => {
    expect(isShown(rule, { purpose: 'OTHER' })).toBe(true);
    expect(isShown(rule, { purpose: 'GAS' })).toBe(false);
    expect(isShown(rule, {})).toBe(false);
  });
  it('shows fields without the option, or when the form data is not known', () => {
    expect(isShown(undefined, { purpose: 'GAS' })).toBe(true);
    expect(isShown(rule, undefined)).toBe(true);
  });
  it('throws on a malformed option', () => {
    expect(() => isShown({ equals: 'OTHER' }, {})).toThrow(/showWhen/);
  });
});
