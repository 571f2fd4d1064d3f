import type { FlowProblem } from '../checkFlow';
import type { ChannelSteps } from '../channelTypes';
import { PREFILL_SOURCE_NAMES } from '../prefillSources';
import type { FlowStep } from '../types';
import { knownNamesHint } from './didYouMean';
import type { NamedFlow } from './flowFiles';
import { fileAt, isObject, pointerSegment, SCHEMAS_DIR, type ProjectFiles } from './projectFiles';

/** The steps a platform's sign-in replaces: a launched member never opens them. */
export const SIGN_IN_STEPS = ['MAIN_APPLY', 'OTP_VERIFY'] as const;

/** Steps that show what the law requires a member to see before they are bound, and what each shows. */
export const DISCLOSURE_STEPS: Readonly<Record<string, string>> = {
  OFFER_REVIEW: "the loan's Truth in Lending disclosures (APR, finance charge, amount financed, payments)",
  DOCUSIGN: 'the loan agreement the member reads and signs',
};

/**
 * Checks the `channels` of a flow (see ChannelSteps): every skipped or prefilled step is a step
 * of this flow; a skipped form step's required stored fields are each prefilled; a prefill names
 * a known source, a field the step stores, and a step the channel skips; no disclosure and no
 * step the server runs is skipped; a launch skips the sign-in steps (the platform signs the
 * member in). Each problem names the channel, the step and the key, with its JSON pointer.
 */
export function checkChannels(files: ProjectFiles, { file, flow }: NamedFlow): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const [name, channel] of Object.entries(flow.channels ?? {})) {
    if (channel) problems.push(...checkChannel(files, file, flow.steps, name, channel));
  }
  return problems;
}

function checkChannel(files: ProjectFiles, file: string, steps: readonly FlowStep[], name: string, channel: ChannelSteps): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const at = `/channels/${name}`;
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const stepNames = steps.map((s) => s.step);
  const prefill = channel.prefill ?? {};
  channel.skip.forEach((stepName, i) => {
    const pointer = `${at}/skip/${i}`;
    const step = steps.find((s) => s.step === stepName);
    if (!step) return add(pointer, `channel ${name} skips ${stepName}, which is not a step of this flow; ${knownNamesHint('steps', stepName, stepNames)}`);
    if ((SIGN_IN_STEPS as readonly string[]).includes(stepName)) return;
    const disclosure = DISCLOSURE_STEPS[stepName];
    if (disclosure) return add(pointer, `channel ${name} skips ${stepName}, a required disclosure (${disclosure}): every member sees it; remove it from "skip"`);
    if (!step.form?.store) return add(pointer, `channel ${name} skips ${stepName}, which the server runs (only the sign-in steps and form steps that fill the application can be skipped); remove it from "skip"`);
    const supplied = prefill[stepName] ?? {};
    for (const field of requiredStoredFields(files, step)) {
      if (!(field in supplied))
        add(pointer, `channel ${name} skips ${stepName}, but nothing supplies its required field "${field}" (kept at ${step.form.store[field]}); add "prefill": { "${stepName}": { "${field}": "<source>" } } or stop skipping it`);
    }
  });
  if (name === 'launch') {
    for (const signIn of SIGN_IN_STEPS) {
      if (stepNames.includes(signIn) && !channel.skip.includes(signIn))
        add(`${at}/skip`, `channel launch must skip ${signIn}: the online-banking platform signs the member in, so a launched member never opens it; add "${signIn}"`);
    }
  }
  for (const [stepName, uiSchema] of Object.entries(channel.ui ?? {})) {
    const pointer = `${at}/ui/${pointerSegment(stepName)}`;
    const step = steps.find((s) => s.step === stepName);
    if (!step) add(pointer, `channel ${name} gives ${stepName} a uiSchema, but it is not a step of this flow; ${knownNamesHint('steps', stepName, stepNames)}`);
    else if (!step.form) add(pointer, `channel ${name} gives ${stepName} a uiSchema, but ${stepName} is not a form step (only a form step's look can change)`);
    if (typeof uiSchema === 'string' && !isObject(fileAt(files, SCHEMAS_DIR + uiSchema))) add(pointer, `channel ${name}'s uiSchema for ${stepName} "${uiSchema}" is not a file under ${SCHEMAS_DIR}`);
  }
  for (const [stepName, fields] of Object.entries(prefill)) {
    const pointer = `${at}/prefill/${pointerSegment(stepName)}`;
    const step = steps.find((s) => s.step === stepName);
    if (!step) {
      add(pointer, `channel ${name} prefills ${stepName}, which is not a step of this flow; ${knownNamesHint('steps', stepName, stepNames)}`);
      continue;
    }
    if (!channel.skip.includes(step.step)) add(pointer, `channel ${name} prefills ${stepName} but does not skip it; add "${stepName}" to "skip" or remove this prefill`);
    const stored = Object.keys(step.form?.store ?? {});
    for (const [field, source] of Object.entries(fields ?? {})) {
      const fieldAt = `${pointer}/${pointerSegment(field)}`;
      if (!stored.includes(field)) add(fieldAt, `channel ${name} prefills "${field}" of ${stepName}, which the step does not store${stored.length ? `; it stores ${stored.join(', ')}` : ' (it stores nothing)'}`);
      if (!PREFILL_SOURCE_NAMES.includes(source)) add(fieldAt, `unknown prefill source "${source}" for "${field}" of ${stepName} in channel ${name}; ${knownNamesHint('sources', source, PREFILL_SOURCE_NAMES)}`);
    }
  }
  return problems;
}

/** The stored fields of a form step that its schema requires (all stored fields when the schema is not readable). */
function requiredStoredFields(files: ProjectFiles, step: FlowStep): string[] {
  const stored = Object.keys(step.form?.store ?? {});
  const schema = step.form ? fileAt(files, SCHEMAS_DIR + step.form.schema) : undefined;
  if (!isObject(schema)) return stored;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return stored.filter((field) => required.includes(field));
}
