import { problemLines, projectWith } from './projectFixture';

const HOUSING = 'schemas/forms/housing-expenses.schema.json';
const LOAN = 'schemas/forms/loan-amount.schema.json';

describe('currency fields say whether they take cents', () => {
  it('reports a currency field without multipleOf, naming the two values', () => {
    const files = projectWith(HOUSING, (schema) => {
      delete schema.properties.expenses.multipleOf;
    });
    expect(problemLines(files)).toEqual([
      `${HOUSING}: /properties/expenses/multipleOf: the amount "expenses" must say whether it takes cents: "multipleOf": 1 for whole dollars or 0.01 to keep cents, not undefined`,
    ]);
  });

  it('reports a multipleOf that is neither whole dollars nor cents', () => {
    const files = projectWith(HOUSING, (schema) => {
      schema.properties.expenses.multipleOf = 0.001;
    });
    expect(problemLines(files)).toEqual([
      `${HOUSING}: /properties/expenses/multipleOf: the amount "expenses" must say whether it takes cents: "multipleOf": 1 for whole dollars or 0.01 to keep cents, not 0.001`,
    ]);
  });

  it('reports an integer currency field (cents would be told the "type" message)', () => {
    const files = projectWith(LOAN, (schema) => {
      schema.properties.amount.type = 'integer';
    });
    expect(problemLines(files)).toEqual([
      `${LOAN}: /properties/amount/type: the amount "amount" must be of "type": "number" (its multipleOf says whether it takes cents); with "integer" an amount typed with cents would be told the wrong message`,
    ]);
  });

  it('reports a whole-dollar field without the message for cents', () => {
    const files = projectWith(HOUSING, (schema) => {
      schema.properties.expenses.multipleOf = 1;
    });
    expect(problemLines(files)).toEqual([
      `${HOUSING}: /properties/expenses/x-messages: the whole-dollar amount "expenses" needs "multipleOf" in its x-messages: the i18n key of what a member who types cents is told (e.g. "forms:validation.wholeDollars")`,
    ]);
  });

  it('accepts a product owner switching housing to whole dollars with its message', () => {
    const files = projectWith(HOUSING, (schema) => {
      schema.properties.expenses.multipleOf = 1;
      schema.properties.expenses['x-messages'].multipleOf = 'forms:validation.wholeDollars';
    });
    expect(problemLines(files)).toEqual([]);
  });
});
