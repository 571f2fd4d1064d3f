import type { FlowProblem } from '../../src/core/flow/checkFlow';
import type { FlowDefinition } from '../../src/core/flow/types';
import { apiSchemas } from '../schemas/apiSchemas';

/** Application fields a flow may bind from or store to (schemas/api/application-view.schema.json). */
export const APPLICATION_FIELDS = Object.keys(apiSchemas.applicationView.properties as Record<string, unknown>);

/**
 * Server-side checks of form `bind` and `store`: every path starts with a known application
 * field and every stored field is a property of the form schema. Problems name the step and key.
 */
export function checkServerKeys(file: string, flow: FlowDefinition, schemaOf: (path: string) => Record<string, unknown> | undefined): FlowProblem[] {
  const problems: FlowProblem[] = [];
  flow.steps.forEach((s, i) => {
    if (!s.form) return;
    const props = (schemaOf(s.form.schema)?.properties ?? {}) as Record<string, unknown>;
    for (const kind of ['bind', 'store'] as const) {
      for (const [field, path] of Object.entries(s.form[kind] ?? {})) {
        const root = path.split('.')[0].replace(/\[\]$/, '');
        const at = `/steps/${i}/form/${kind}/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (!APPLICATION_FIELDS.includes(root))
          problems.push({ file, pointer: at, message: `unknown application field "${root}" in ${kind} of step ${s.step}; known: ${APPLICATION_FIELDS.join(', ')}` });
        if (!(field in props)) problems.push({ file, pointer: at, message: `${kind} key "${field}" of step ${s.step} is not a property of ${s.form.schema}` });
        if (kind === 'store' && path.includes('[]')) problems.push({ file, pointer: at, message: `store path "${path}" of step ${s.step} cannot map over a list ([])` });
      }
    }
  });
  return problems;
}
