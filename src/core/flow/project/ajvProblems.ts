import type { ErrorObject } from 'ajv';
import type { FlowProblem } from '../checkFlow';

/** Turns Ajv's errors into problems with a pointer and a hint of how to fix each one. */
export function ajvProblems(file: string, errors: readonly ErrorObject[] | null | undefined): FlowProblem[] {
  return (errors ?? []).map((e) => ({ file, pointer: pointerOf(e), message: messageOf(e) }));
}

function pointerOf(e: ErrorObject): string {
  if (e.keyword === 'additionalProperties') return `${e.instancePath}/${String(e.params.additionalProperty)}`;
  if (e.keyword === 'required') return `${e.instancePath}/${String(e.params.missingProperty)}`;
  return e.instancePath || '/';
}

function messageOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `"${String(p.additionalProperty)}" is not allowed here; remove it or check its spelling`;
    case 'required':
      return `"${String(p.missingProperty)}" is missing; add it`;
    case 'enum':
      return `must be one of ${JSON.stringify(p.allowedValues)}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `must be of type ${String(p.type)}`;
    case 'pattern':
      return `does not have the expected form (${String(p.pattern)})`;
    default:
      return `${e.message ?? 'is invalid'}; fix the value`;
  }
}
