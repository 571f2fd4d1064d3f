import { rangeHintValues, readRange } from './rangeHint';

describe('amount range hint', () => {
  const rangeFrom = ['min_loan_amount', 'max_loan_amount'];
  it('reads the bounds from the application first', () => {
    expect(readRange(rangeFrom, { application: { min_loan_amount: 200, max_loan_amount: 1000 }, formData: { min_loan_amount: 1 } })).toEqual({ min: 200, max: 1000 });
  });
  it('falls back to the bound form data fields', () => {
    expect(readRange(rangeFrom, { formData: { min_loan_amount: 300, max_loan_amount: 900 } })).toEqual({ min: 300, max: 900 });
  });
  it('is undefined without rangeFrom or before the bounds are known', () => {
    expect(readRange(undefined, {})).toBeUndefined();
    expect(readRange(rangeFrom, { application: { min_loan_amount: 200 } })).toBeUndefined();
  });
  it('throws on a malformed rangeFrom, naming it', () => {
    expect(() => readRange('min_loan_amount', {})).toThrow(/rangeFrom/);
    expect(() => readRange(['a'], {})).toThrow(/\["a"\]/);
  });
  it('formats the bounds as whole dollars', () => {
    expect(rangeHintValues({ min: 200, max: 2500 })).toEqual({ minAmount: '$200', maxAmount: '$2,500' });
  });
});
