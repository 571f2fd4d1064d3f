import { widgetNamesFrom } from '../../../server/config/projectFiles';

describe('widget names read from widgets/index.ts', () => {
  it('reads the widgetNames list without loading React', () => {
    expect(widgetNamesFrom("export const widgetNames = ['phone', \"ssn\", 'currency'] as const;")).toEqual(['phone', 'ssn', 'currency']);
  });

  it('fails with a clear message when the list is gone', () => {
    expect(() => widgetNamesFrom('export const widgets = {};')).toThrow('widgets/index.ts has no `export const widgetNames = [...]` list');
  });
});
