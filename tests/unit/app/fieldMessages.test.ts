import type { RJSFValidationError } from '@rjsf/utils';
import housingSchema from '../../../schemas/forms/housing-expenses.schema.json';
import loanAmountSchema from '../../../schemas/forms/loan-amount.schema.json';
import { createI18n } from '../../../src/i18n';
import { RESOURCES } from '../../../src/i18n/resources';
import { fieldMessageValues } from '../../../src/flow/forms/money';
import { serverFieldErrors, transformErrorsWith } from '../../../src/flow/forms/errorMessages';

const above = (field: string): RJSFValidationError => ({ name: 'maximum', property: `.${field}`, message: 'must be <= x', stack: '', params: {}, schemaPath: '' });

function messageFor(schema: object, field: string, data: Record<string, unknown>, language: 'en' | 'es' = 'en'): string {
  const i18n = createI18n(language, RESOURCES);
  const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key, values));
  const [error] = transformErrorsWith(schema as never, t, (f) => fieldMessageValues(schema, f, data))([above(field)]);
  return error.message ?? '';
}

describe('range messages take their numbers from the schema in use', () => {
  it('housing: the schema minimum and maximum, in both languages', () => {
    expect(messageFor(housingSchema, 'expenses', { expenses: 20001 })).toBe('Please enter an amount between $0 and $20,000');
    expect(messageFor(housingSchema, 'expenses', { expenses: 20001 }, 'es')).toBe('Ingrese un monto entre $0 y $20,000');
  });

  it('follows a product owner\'s edit of the maximum (no number is written in the locale files)', () => {
    const edited = structuredClone(housingSchema);
    edited.properties.expenses.maximum = 15000;
    edited.properties.expenses.minimum = 100;
    expect(messageFor(edited, 'expenses', { expenses: 15001 })).toBe('Please enter an amount between $100 and $15,000');
    expect(messageFor(edited, 'expenses', { expenses: 15001 }, 'es')).toBe('Ingrese un monto entre $100 y $15,000');
  });

  it('loan amount: the bounds bound from the product file through the form data ($data)', () => {
    const data = { amount: 5000, min_loan_amount: 200, max_loan_amount: 1000 };
    expect(messageFor(loanAmountSchema, 'amount', data)).toBe('Please enter an amount between $200 and $1,000');
  });

  it('server field problems are told with the same values', () => {
    const i18n = createI18n('en', RESOURCES);
    const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key, values));
    const errors = serverFieldErrors([{ field: 'expenses', code: 'maximum', message: 'too big', message_key: 'forms:validation.housing.range' }], t, (f) => fieldMessageValues(housingSchema, f, {}));
    expect(errors).toEqual({ expenses: { __errors: ['Please enter an amount between $0 and $20,000'] } });
  });
});
