import { PRODUCT, problemLines, projectWith } from './projectFixture';

describe('empty ranges', () => {
  it('reports a schema minimum above its maximum', () => {
    const files = projectWith('schemas/forms/housing-expenses.schema.json', (schema) => {
      schema.properties.expenses.minimum = 30000;
    });
    expect(problemLines(files)).toEqual([
      'schemas/forms/housing-expenses.schema.json: /properties/expenses/minimum: minimum 30000 is above maximum 20000, so no value can be valid; lower minimum or raise maximum',
    ]);
  });

  it('reports a minLength above its maxLength', () => {
    const files = projectWith('schemas/forms/apply.schema.json', (schema) => {
      schema.properties.firstName.minLength = 60;
    });
    expect(problemLines(files)).toEqual([
      'schemas/forms/apply.schema.json: /properties/firstName/minLength: minLength 60 is above maxLength 50, so no value can be valid; lower minLength or raise maxLength',
    ]);
  });

  it('reports a product loan minAmount above maxAmount (once)', () => {
    const files = projectWith(PRODUCT, (product) => {
      product.loan.minAmount = 900;
      product.loan.maxAmount = 500;
    });
    expect(problemLines(files)).toEqual([
      'flows/microloan.product.json: /loan/minAmount: minAmount 900 is above maxAmount 500, so no amount can be borrowed; lower minAmount or raise maxAmount',
    ]);
  });
});
