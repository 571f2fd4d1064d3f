import { normalizedFieldOf } from './normalizedField';

const schema = { type: 'object' as const, properties: { phoneNumber: { type: 'string' as const }, normalizedPhone: { type: 'string' as const }, e164: { type: 'string' as const } } };

describe('normalizedFieldOf', () => {
  it('defaults to normalizedPhone when the form has it', () => {
    expect(normalizedFieldOf({}, schema)).toBe('normalizedPhone');
    expect(normalizedFieldOf({}, { type: 'object', properties: {} })).toBeUndefined();
  });
  it('uses the named field, or none when false', () => {
    expect(normalizedFieldOf({ normalizedField: 'e164' }, schema)).toBe('e164');
    expect(normalizedFieldOf({ normalizedField: false }, schema)).toBeUndefined();
  });
  it('throws naming a field the schema lacks', () => {
    expect(() => normalizedFieldOf({ normalizedField: 'nope' }, schema)).toThrow(/"nope"/);
  });
});
