import { fieldWithUnsafeText, isUnsafeText } from '../../../src/core/forms/safeText';

describe('the one rule for free text: no NUL, no unpaired surrogate', () => {
  it('finds U+0000 and lone surrogates, keeps surrogate pairs and ordinary text', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDBFF\uDBFFb', '\uDE00\uD83D']) expect(isUnsafeText(bad)).toBe(true);
    for (const good of ['', 'car repair', 'reparación del coche', '😀 emoji', '\uD83D\uDE00', 'tab\tnew\nline']) expect(isUnsafeText(good)).toBe(false);
  });

  it('names the top-level field, at any depth, keys included', () => {
    expect(fieldWithUnsafeText({ purpose: 'OTHER', other_reason: 'a\u0000' })).toBe('other_reason');
    expect(fieldWithUnsafeText({ reasons: ['ok', { deep: '\uD800' }] })).toBe('reasons');
    expect(fieldWithUnsafeText({ ['k\u0000']: 1 })).toBe('');
    expect(fieldWithUnsafeText({ a: 'fine', b: 2, c: null })).toBeNull();
    expect(fieldWithUnsafeText('\u0000')).toBe('');
    expect(fieldWithUnsafeText(undefined)).toBeNull();
  });
});
