import { getWidget, widgetNames, widgets, templates } from './index';

describe('widget registry', () => {
  it('registers every widget the form schemas use', () => {
    expect(Object.keys(widgets).sort()).toEqual([...widgetNames].sort());
    expect(widgetNames).toEqual(expect.arrayContaining(['phone', 'ssn', 'currency', 'otp', 'accountSelect', 'text', 'textarea', 'select', 'date', 'hidden']));
  });
  it('returns a widget by name', () => {
    expect(getWidget('phone')).toBe(widgets.phone);
  });
  it('throws an error naming an unknown widget', () => {
    expect(() => getWidget('iban')).toThrow(/Unknown widget "iban"/);
  });
  it('exports the templates the form needs', () => {
    expect(Object.keys(templates).sort()).toEqual(['BaseInputTemplate', 'ButtonTemplates', 'ErrorListTemplate', 'FieldTemplate', 'ObjectFieldTemplate']);
    expect(typeof templates.ButtonTemplates.SubmitButton).toBe('function');
  });
});
