import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { PROJECT_ROOT } from '../config/projectRoot';

/** The validator runtime's source inlined in a module (the served validator imports nothing). */
function inlineRuntime(): string {
  return readFileSync(join(PROJECT_ROOT, 'scripts/validator-runtime.js'), 'utf8').replace('export const runtime', 'const runtime');
}

/**
 * Local mode: the precompiled validator module of a form schema in use, self-contained (an ES
 * module with the Ajv runtime helpers inlined, no eval): what the browser loads in place of the
 * built chunk (server/dev/liveFormRoutes.ts).
 */
export async function liveValidatorCode(schema: RJSFSchema): Promise<string> {
  const { formValidatorModule } = await import('./formValidatorModule');
  return formValidatorModule(schema).replace("import { runtime } from '../validator-runtime.js';", inlineRuntime());
}

const loaded = new Map<string, Promise<Record<string, unknown>>>();

/**
 * Local mode: the validator functions of a form schema in use (by schema `$id`), from the same
 * module the browser loads ({@link liveValidatorCode}), imported once per schema text; for the
 * server's rendering of a form (server/http/ssr/liveSources.ts).
 */
export function liveValidators(schema: Record<string, unknown>): Promise<Record<string, unknown>> {
  const key = JSON.stringify(schema);
  let validators = loaded.get(key);
  if (!validators) {
    validators = liveValidatorCode(schema as RJSFSchema).then(async (code) => {
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: Record<string, unknown> };
      return module.default;
    });
    loaded.set(key, validators);
    validators.catch(() => loaded.delete(key));
  }
  return validators;
}
