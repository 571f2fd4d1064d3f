import { checkProject } from '../../../src/core/flow/project';
import { loadKnownNames } from '../../../server/config/projectFiles';
import { problemLines, realProject, TEST_REGISTRIES } from './projectFixture';

describe('the real project', () => {
  it('has no problems with every registry given', () => {
    expect(problemLines(realProject())).toEqual([]);
  });

  it('has no problems with the registries this checkout provides', async () => {
    const { registries } = await loadKnownNames();
    expect(registries.widgets).toEqual(TEST_REGISTRIES.widgets);
    expect(checkProject(realProject(), registries)).toEqual([]);
  });

  it('reads every kind of configuration file', () => {
    const paths = Object.keys(realProject().json);
    for (const expected of ['flows/microloan.flow.json', 'flows/microloan.product.json', 'schemas/flow.schema.json', 'schemas/forms/apply.ui.json', 'locales/es/forms.json'])
      expect(paths).toContain(expected);
  });
});
