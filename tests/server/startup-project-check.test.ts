import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app/buildApp';
import { checkProjectWithServerRegistries } from '../../server/flows/checkProjectAtStart';
import { FlowLoadError } from '../../server/flows/loadProducts';
import { TEST_KEY } from '../helpers/testApp';

const ROOT = join(import.meta.dirname, '../..');

/** A copy of schemas/ with the housing uiSchema changed by `edit`. */
function schemasWith(file: string, edit: (json: Record<string, Record<string, unknown>>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'ml-schemas-'));
  cpSync(join(ROOT, 'schemas'), dir, { recursive: true });
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  edit(json);
  writeFileSync(path, JSON.stringify(json));
  return dir;
}

describe('the project checker at server start', () => {
  it('the real project passes with the server registries', async () => {
    expect(await checkProjectWithServerRegistries(ROOT)).toEqual([]);
  });

  it('a misspelt widget and a range with no valid value stop start-up, every line printed', async () => {
    const dir = schemasWith('forms/housing-expenses.ui.json', (ui) => { ui.expenses['ui:widget'] = 'curency'; });
    const copy = (from: string) => JSON.parse(readFileSync(join(from, 'forms/housing-expenses.schema.json'), 'utf8'));
    const schema = copy(dir);
    schema.properties.expenses.minimum = 30000;
    writeFileSync(join(dir, 'forms/housing-expenses.schema.json'), JSON.stringify(schema));
    const error = await buildApp({ schemasDir: dir, env: { ENCRYPTION_KEY: TEST_KEY, NODE_ENV: 'test' } }).then(
      () => { throw new Error('buildApp should have failed'); },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FlowLoadError);
    const message = (error as FlowLoadError).message;
    expect(message).toContain('schemas/forms/housing-expenses.ui.json: /expenses/ui:widget: unknown widget "curency"');
    expect(message).toContain('did you mean "currency"?');
    expect(message).toMatch(/minimum 30000 is above maximum 20000/);
  });
});
