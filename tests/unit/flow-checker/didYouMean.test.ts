import { closestName, editDistance } from '../../../src/core/flow/project';

describe('did-you-mean', () => {
  it('counts edits', () => {
    expect(editDistance('curency', 'currency')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('suggests the closest name only when it is close', () => {
    expect(closestName('curency', ['phone', 'ssn', 'currency'])).toBe('currency');
    expect(closestName('reviwe', ['Review', 'Sign'])).toBe('Review');
    expect(closestName('calendar', ['phone', 'ssn', 'currency'])).toBeUndefined();
  });
});
