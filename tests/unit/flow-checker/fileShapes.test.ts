import { FLOW, PRODUCT, problemLines, projectWith, realProject, stepIndex } from './projectFixture';

describe('file shapes', () => {
  it('checks flows against schemas/flow.schema.json', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'OTP_VERIFY')].colour = 'blue';
    });
    expect(problemLines(files)).toEqual(['flows/microloan.flow.json: /steps/1/colour: "colour" is not allowed here; remove it or check its spelling']);
  });

  it('names the step names a flow may use, with a guess', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'LOAN_AMOUNT')].step = 'LOAN_AMOUNTS';
    });
    expect(problemLines(files)).toEqual([expect.stringMatching(/^flows\/microloan.flow.json: \/steps\/2\/step: "LOAN_AMOUNTS" is not allowed: use one of MAIN_APPLY, OTP_VERIFY, .*; did you mean "LOAN_AMOUNT"\?$/)]);
  });

  it('says a step has exactly one of form and screen', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.steps[stepIndex(flow, 'LOAN_AMOUNT')].screen = 'Review';
    });
    expect(problemLines(files)).toEqual([
      'flows/microloan.flow.json: /steps/2: a step has exactly one of "form" and "screen"; remove one of them or add the one that is missing',
    ]);
  });

  it('checks product files against schemas/product.schema.json', () => {
    const files = projectWith(PRODUCT, (product) => {
      delete product.palType;
    });
    expect(problemLines(files)).toEqual(['flows/microloan.product.json: /palType: "palType" is missing; add it']);
  });

  it('checks flows/brand.json against schemas/brand.schema.json when both exist', () => {
    const files = realProject();
    files.json['schemas/brand.schema.json'] = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
    files.json['flows/brand.json'] = { name: 7 };
    expect(problemLines(files)).toEqual(['flows/brand.json: /name: must be of type string']);
    delete files.json['schemas/brand.schema.json'];
    expect(problemLines(files)).toEqual([]);
  });

  it('reports a file that is not JSON', () => {
    const files = realProject();
    files.invalid = { 'locales/es/forms.json': 'Unexpected token } in JSON at position 10' };
    expect(problemLines(files)).toContain(
      'locales/es/forms.json: /: is not valid JSON (Unexpected token } in JSON at position 10); fix the syntax (a missing comma or quote is the usual cause)',
    );
  });

  it('reports a form schema that does not compile in strict mode', () => {
    const files = projectWith('schemas/forms/housing-expenses.schema.json', (schema) => {
      schema.properties.expenses.maximun = 20000;
    });
    expect(problemLines(files)).toEqual([expect.stringMatching(/^schemas\/forms\/housing-expenses.schema.json: \/: is not a valid JSON Schema: strict mode: unknown keyword: "maximun"; fix or remove the keyword named$/)]);
  });

  it('reports a uiSchema key that is not a field of its schema', () => {
    const files = projectWith('schemas/forms/housing-expenses.ui.json', (ui) => {
      ui.expense = { 'ui:widget': 'currency' };
    });
    expect(problemLines(files)).toEqual([
      'schemas/forms/housing-expenses.ui.json: /expense: "expense" is not a field of schemas/forms/housing-expenses.schema.json; rename or remove it (known fields: expenses; did you mean "expenses"?)',
    ]);
  });

  it('reports a uiSchema that is not an object', () => {
    const files = realProject();
    files.json['schemas/forms/housing-expenses.ui.json'] = ['expenses'];
    expect(problemLines(files)).toContain('schemas/forms/housing-expenses.ui.json: /: must be a JSON object keyed by the form fields');
  });

  it('reports a flow whose form schema file is missing', () => {
    const files = realProject();
    delete files.json['schemas/forms/housing-expenses.schema.json'];
    expect(problemLines(files)).toContain(
      `flows/microloan.flow.json: /steps/3/form/schema: schema file "forms/housing-expenses.schema.json" of step HOUSING_EXPENSES does not exist under schemas/`,
    );
  });
});
