import { FLOW, problemLines, projectWith, realProject, stepIndex, type Json } from './projectFixture';

const jsonOf = (files: { json: Record<string, unknown> }) => files.json as Record<string, Json>;
/** Problem lines outside the second product's flow (pal2 uses the same keys and reports them again). */
const microloanLines = (files: Parameters<typeof problemLines>[0]) => problemLines(files).filter((l) => !l.startsWith('flows/pal2.flow.json: '));

describe('i18n keys', () => {
  it('reports a key used by a flow that is missing in one language', () => {
    const files = projectWith('locales/es/forms.json', (es) => {
      delete es.housing.subtitle;
    });
    expect(microloanLines(files)).toEqual([
      `flows/microloan.flow.json: /steps/${stepIndex(jsonOf(files)[FLOW], 'HOUSING_EXPENSES')}/form/subtitle: i18n key "forms:housing.subtitle" is missing in locales/es/forms.json; add "housing.subtitle" there (it is in locales/en/forms.json)`,
      'locales/es/forms.json: /housing/subtitle: "housing.subtitle" is in locales/en/forms.json but missing here; add its translation',
    ]);
  });

  it('reports a misspelt key in a uiSchema with a guess', () => {
    const files = projectWith('schemas/forms/housing-expenses.ui.json', (ui) => {
      ui.expenses['ui:help'] = 'forms:help.housin';
    });
    expect(problemLines(files)).toEqual([
      'locales/en/forms.json: /help/housing: "forms:help.housing" is not used by any flow, form schema or uiSchema; remove it here and in locales/es/forms.json, or use it',
      'schemas/forms/housing-expenses.ui.json: /expenses/ui:help: i18n key "forms:help.housin" is missing in locales/en/forms.json and locales/es/forms.json; add "help.housin" there, or did you mean "forms:help.housing"?',
    ]);
  });

  it('reports missing keys of schema titles, x-messages, enum names and submit texts', () => {
    const files = realProject();
    const apply = jsonOf(files)['schemas/forms/apply.schema.json'];
    apply.properties.ssn.title = 'forms:fields.ssnNumber';
    apply.properties.ssn['x-messages'].pattern = 'forms:validation.ssnFormat';
    const purposeUi = jsonOf(files)['schemas/forms/loan-purpose.ui.json'];
    purposeUi.purpose['ui:enumNames'][1] = 'forms:purposes.gasoline';
    jsonOf(files)['schemas/forms/apply.ui.json']['ui:submitButtonOptions'].submitText = 'common:buttons.next';
    const lines = problemLines(files).filter((l) => l.includes('is missing in'));
    expect(lines.map((l) => l.split(': ').slice(0, 2).join(': '))).toEqual([
      'schemas/forms/apply.schema.json: /properties/ssn/title',
      'schemas/forms/apply.schema.json: /properties/ssn/x-messages/pattern',
      'schemas/forms/apply.ui.json: /ui:submitButtonOptions/submitText',
      'schemas/forms/loan-purpose.ui.json: /purpose/ui:enumNames/1',
    ]);
  });

  it('reports a key without a namespace', () => {
    const files = projectWith(FLOW, (flow) => {
      flow.name = 'microloanName';
    });
    expect(problemLines(files)).toContain('flows/microloan.flow.json: /name: i18n key "microloanName" has no namespace; write it as namespace:key, e.g. "forms:microloanName"');
  });

  it('reports a key present in Spanish only (code namespaces too)', () => {
    const files = projectWith('locales/es/common.json', (es) => {
      es.buttons.next = 'Siguiente';
    });
    expect(problemLines(files)).toEqual([
      'locales/en/common.json: /buttons/next: "buttons.next" is in locales/es/common.json but missing here; add its translation',
    ]);
  });

  it('reports different {{placeholders}} in the two languages', () => {
    const files = projectWith('locales/es/forms.json', (es) => {
      es.help.loanAmount = 'Ingrese un monto entre {{min}} y {{maxAmount}}.';
    });
    expect(problemLines(files)).toEqual([
      'locales/es/forms.json: /help/loanAmount: placeholders differ from locales/en/forms.json: it has {{maxAmount, minAmount}}, this has {{maxAmount, min}}; use the same {{names}} (translate the text around them, not the names)',
    ]);
  });

  it('reports unused keys of the config-driven namespaces only', () => {
    const files = realProject();
    jsonOf(files)['locales/en/forms.json'].fields.middleName = 'Middle name';
    jsonOf(files)['locales/es/forms.json'].fields.middleName = 'Segundo nombre';
    jsonOf(files)['locales/en/common.json'].buttons.unusedByFlows = 'Not used by flows';
    jsonOf(files)['locales/es/common.json'].buttons.unusedByFlows = 'No usado por los flujos';
    expect(problemLines(files)).toEqual([
      'locales/en/forms.json: /fields/middleName: "forms:fields.middleName" is not used by any flow, form schema or uiSchema; remove it here and in locales/es/forms.json, or use it',
    ]);
  });

  it('does not report keys the code owns', () => {
    const files = realProject();
    expect(Object.keys(jsonOf(files)['locales/en/forms.json'].widgets).length).toBeGreaterThan(0);
    expect(problemLines(files, { codeOwnedKeys: [] })).toContain(
      'locales/en/forms.json: /widgets/otp/label: "forms:widgets.otp.label" is not used by any flow, form schema or uiSchema; remove it here and in locales/es/forms.json, or use it',
    );
    expect(problemLines(files, {})).toEqual([]);
  });

  it('reports a locale file missing in one language', () => {
    const files = realProject();
    delete files.json['locales/es/product.json'];
    expect(microloanLines(files)).toEqual([
      'flows/microloan.flow.json: /name: i18n key "product:microloan.name" is missing in locales/es/product.json; add "microloan.name" there (it is in locales/en/product.json)',
      'locales/es/product.json: /: file is missing; locales/en/product.json exists: add its translation here',
    ]);
  });
});
