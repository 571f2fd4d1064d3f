import type Ajv from 'ajv';
import type { FlowDefinition } from './types';
import { FIELD_RULES } from '../rules/registry';

/** One problem found in a flow, with the JSON pointer where it is. */
export interface FlowProblem {
  /** File the problem is in (as given by the caller). */
  file: string;
  /** JSON pointer inside that file. */
  pointer: string;
  /** What is wrong and how to fix it. */
  message: string;
}

/** Names the flow may use, known to whoever checks it (browser registries, server handlers). */
export interface FlowRegistries {
  screens?: readonly string[];
  widgets?: readonly string[];
  serverHandlers?: readonly string[];
  /** Submit endpoints the server serves (after `/api/v1/{product}/`). */
  endpoints?: readonly string[];
}

/** Loads a schema file referenced by a flow (relative to `schemas/`); undefined when missing. */
export type SchemaLookup = (path: string) => Record<string, unknown> | undefined;

const BUILTIN_WIDGETS = ['text', 'textarea', 'select', 'hidden', 'date', 'radio', 'checkbox'];

/**
 * Checks a flow against the meta-schema (every error at once) and then for the mistakes a
 * schema cannot see: duplicate steps or routes, unknown names, broken references.
 */
export function checkFlow(
  file: string,
  flow: unknown,
  validateMeta: ReturnType<Ajv['compile']>,
  lookup: SchemaLookup,
  registries: FlowRegistries = {},
): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (!validateMeta(flow)) {
    for (const e of validateMeta.errors ?? []) {
      const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : '';
      const allowed = e.keyword === 'enum' ? `: use one of ${JSON.stringify(e.params.allowedValues)}` : '';
      add(e.instancePath || '/', `${e.message ?? 'is invalid'}${extra}${allowed}`);
    }
    return problems;
  }
  const def = flow as FlowDefinition;
  const steps = new Map<string, number>();
  const routes = new Map<string, string>();
  def.steps.forEach((s, i) => {
    const at = `/steps/${i}`;
    if (steps.has(s.step)) add(`${at}/step`, `step ${s.step} is defined twice (also at /steps/${steps.get(s.step)}); keep one`);
    steps.set(s.step, i);
    if (routes.has(s.route)) add(`${at}/route`, `route ${s.route} is already used by ${routes.get(s.route)}; give each step its own route`);
    routes.set(s.route, s.step);
    if (s.screen && registries.screens && !registries.screens.includes(s.screen))
      add(`${at}/screen`, `unknown screen "${s.screen}" in step ${s.step}; known screens: ${registries.screens.join(', ')}`);
    if (s.server && registries.serverHandlers && !registries.serverHandlers.includes(s.server))
      add(`${at}/server`, `unknown server handler "${s.server}" in step ${s.step}; known: ${registries.serverHandlers.join(', ')}`);
    if (!s.form) return;
    const form = s.form;
    if (registries.endpoints && !registries.endpoints.includes(form.submit))
      add(`${at}/form/submit`, `step ${s.step} submits to "${form.submit}", which the server does not serve; use one of ${registries.endpoints.join(', ')}`);
    const schema = lookup(form.schema);
    if (!schema) add(`${at}/form/schema`, `schema file "${form.schema}" of step ${s.step} does not exist under schemas/`);
    const ui = lookup(form.uiSchema);
    if (!ui) add(`${at}/form/uiSchema`, `uiSchema file "${form.uiSchema}" of step ${s.step} does not exist under schemas/`);
    const props = (schema?.properties ?? {}) as Record<string, unknown>;
    form.payload.forEach((field, j) => {
      if (schema && !(field in props)) add(`${at}/form/payload/${j}`, `payload field "${field}" of step ${s.step} is not a property of ${form.schema}`);
    });
    (form.checks ?? []).forEach((c, j) => {
      if (!(c.rule in FIELD_RULES)) add(`${at}/form/checks/${j}/rule`, `unknown rule "${c.rule}" in step ${s.step}; known rules: ${Object.keys(FIELD_RULES).join(', ')}`);
    });
    if (form.back && !steps.has(form.back) && !def.steps.some((x) => x.step === form.back))
      add(`${at}/form/back`, `back target ${form.back} of step ${s.step} is not a step of this flow`);
    const challengeNext = form.otpChallenge?.next;
    if (challengeNext && !def.steps.some((x) => x.step === challengeNext))
      add(`${at}/form/otpChallenge/next`, `step ${s.step} goes to ${challengeNext} for its one-time code, which is not a step of this flow`);
    if (form.review && !form.store)
      add(`${at}/form/review`, `step ${s.step} says how the review shows it but stores nothing on the application (no "store"); add "store" or remove "review"`);
    if (ui && registries.widgets) {
      for (const [field, opts] of Object.entries(ui)) {
        const widget = (opts as Record<string, unknown> | null)?.['ui:widget'];
        if (typeof widget === 'string' && !registries.widgets.includes(widget) && !BUILTIN_WIDGETS.includes(widget))
          add(`${at}/form/uiSchema`, `unknown widget "${widget}" for field "${field}" of step ${s.step} (${form.uiSchema}); known widgets: ${[...registries.widgets, ...BUILTIN_WIDGETS].join(', ')}`);
      }
    }
  });
  for (const required of ['MAIN_APPLY', 'OTP_VERIFY']) {
    if (!steps.has(required)) add('/steps', `the flow has no ${required} step; every flow starts with it`);
  }
  (def.extraRoutes ?? []).forEach((r, i) => {
    if (routes.has(r.route)) add(`/extraRoutes/${i}/route`, `route ${r.route} is already used by ${routes.get(r.route)}`);
    routes.set(r.route, r.screen);
    if (registries.screens && !registries.screens.includes(r.screen))
      add(`/extraRoutes/${i}/screen`, `unknown screen "${r.screen}"; known screens: ${registries.screens.join(', ')}`);
  });
  return problems;
}

/** One line per problem: `file: /pointer: message`. */
export function formatProblems(problems: FlowProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.pointer}: ${p.message}`).join('\n');
}
