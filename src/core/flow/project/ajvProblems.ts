import type { ErrorObject } from 'ajv';
import type { FlowProblem } from '../checkFlow';
import { closestName } from './didYouMean';

/**
 * Turns Ajv's errors for `data` (the checked file's content) into problems with a pointer
 * and a hint of how to fix each one. The errors inside a failed `oneOf` are folded into one;
 * `if` errors are dropped (the `then` error beside them says what is wrong).
 */
export function ajvProblems(file: string, errors: readonly ErrorObject[] | null | undefined, data?: unknown): FlowProblem[] {
  const all = errors ?? [];
  const oneOfs = all.filter((e) => e.keyword === 'oneOf').map((e) => e.schemaPath);
  return all
    .filter((e) => e.keyword !== 'if' && !oneOfs.some((path) => e.schemaPath.startsWith(`${path}/`)))
    .map((e) => ({ file, pointer: pointerOf(e), message: messageOf(e, valueAt(data, e.instancePath)) }));
}

function pointerOf(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return `${e.instancePath}/${String(e.params.additionalProperty)}`;
  if (e.keyword === 'required') return `${e.instancePath}/${String(e.params.missingProperty)}`;
  return e.instancePath || '/';
}

function messageOf(e: ErrorObject, value: unknown): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `"${String(p.additionalProperty)}" is not allowed here; remove it or check its spelling`;
    case 'required':
      return `"${String(p.missingProperty)}" is missing; add it`;
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const guess = typeof value === 'string' ? closestName(value, allowed) : undefined;
      return `${JSON.stringify(value)} is not allowed: use one of ${allowed.join(', ')}${guess ? `; did you mean "${guess}"?` : ''}`;
    }
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `must be of type ${String(p.type)}`;
    case 'pattern':
      return `${JSON.stringify(value)} does not have the expected form (${String(p.pattern)}); fix the value`;
    case 'oneOf':
      return /^\/steps\/\d+$/.test(e.instancePath) // a flow step: the meta-schema's only oneOf there
        ? 'a step has exactly one of "form" and "screen"; remove one of them or add the one that is missing'
        : 'does not match exactly one of the allowed shapes; compare it with a working file';
    default:
      return `${e.message ?? 'is invalid'}; fix the value`;
  }
}

function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}
