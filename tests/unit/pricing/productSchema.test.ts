import Ajv from 'ajv';
import schema from '../../../schemas/product.schema.json';
import productJson from '../../../flows/microloan.product.json';

const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const clone = () => JSON.parse(JSON.stringify(productJson)) as Record<string, unknown> & { decision: { rules: Array<Record<string, unknown>> } };

describe('schemas/product.schema.json', () => {
  it('accepts flows/microloan.product.json', () => {
    expect(validate(productJson), JSON.stringify(validate.errors)).toBe(true);
  });
  it('rejects unknown keys at the top and inside a rule', () => {
    expect(validate({ ...clone(), noteRat: 0.18 })).toBe(false);
    const config = clone();
    config.decision.rules[0].minAgee = 18;
    expect(validate(config)).toBe(false);
  });
  it('rejects a rule without its parameters, an unknown rule and a bad PAL type', () => {
    const missing = clone();
    delete missing.decision.rules[0].minAge;
    expect(validate(missing)).toBe(false);
    const unknown = clone();
    unknown.decision.rules.push({ rule: 'creditScore', reasonCode: 'LOW_SCORE' });
    expect(validate(unknown)).toBe(false);
    expect(validate({ ...clone(), palType: 'PAL_III' })).toBe(false);
  });
  it('keeps loan.minAmount 200 and loan.maxAmount 1000, which the app reads', () => {
    expect(productJson.loan).toEqual({ minAmount: 200, maxAmount: 1000 });
  });
});
