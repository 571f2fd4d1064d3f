import type { FlowProblem } from '../checkFlow';
import { isStep, isTerminal } from '../../steps';
import type { NamedFlow } from './flowFiles';
import { isObject } from './projectFiles';

/**
 * Whether the server can lead an applicant to every step of a flow. The model (see
 * docs/flow-checker.md) is deliberately simple:
 *
 * 1. The flow starts at MAIN_APPLY; nothing listed before it is reachable.
 * 2. Form steps that fill the application (`form.store`) need the session that OTP_VERIFY
 *    starts, so they must come after OTP_VERIFY.
 * 3. The end states (APPLICATION_COMPLETED, _CANCELED, _DENIED, _PROCESSING_ERROR, _ERROR)
 *    close the list: a working step listed after one of them is never reached.
 * 4. A `back` target (a form's `back`, a screen's `options.back`) is a step listed before the
 *    step itself; a form's `back` is a form step.
 * 5. A form step without `store` is not served by the generic form route, so it needs a
 *    `server` handler to receive its submit.
 */
export function checkReachability({ file, flow }: NamedFlow): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const index = new Map(flow.steps.map((s, i) => [s.step, i] as const));
  const applyAt = index.get('MAIN_APPLY');
  const otpAt = index.get('OTP_VERIFY');
  const firstEnd = flow.steps.findIndex((s) => isStep(s.step) && isTerminal(s.step));
  flow.steps.forEach((s, i) => {
    const at = `/steps/${i}`;
    if (applyAt !== undefined && i < applyAt)
      add(`${at}/step`, `step ${s.step} is listed before MAIN_APPLY, where every application starts, so no one reaches it; move it after MAIN_APPLY`);
    if (s.form?.store && otpAt !== undefined && i < otpAt)
      add(`${at}/step`, `form step ${s.step} fills the application but is listed before OTP_VERIFY (no session yet); move it after OTP_VERIFY`);
    if (s.form?.store && otpAt === undefined)
      add(`${at}/step`, `form step ${s.step} cannot be reached: it needs the session that OTP_VERIFY starts; add the OTP_VERIFY step`);
    if (firstEnd >= 0 && i > firstEnd && isStep(s.step) && !isTerminal(s.step))
      add(`${at}/step`, `step ${s.step} is listed after the end state ${flow.steps[firstEnd].step}, so no one reaches it; move it before ${flow.steps[firstEnd].step}`);
    if (s.form && !s.form.store && !s.server)
      add(`${at}/form`, `form step ${s.step} has neither "store" (the generic form route) nor a "server" handler, so nothing receives its submit; add one of them`);
    const formBack = s.form?.back;
    if (typeof formBack === 'string') checkBack(`${at}/form/back`, s.step, i, formBack, true);
    const screenBack = isObject(s.options) ? s.options.back : undefined;
    if (typeof screenBack === 'string' && isStep(screenBack)) checkBack(`${at}/options/back`, s.step, i, screenBack, false);
  });
  function checkBack(pointer: string, step: string, at: number, target: string, mustBeForm: boolean) {
    const targetAt = index.get(target as never);
    const candidates = flow.steps.slice(0, at).filter((s) => !mustBeForm || s.form).map((s) => s.step);
    const hint = candidates.length ? `use one of ${candidates.join(', ')}` : 'remove it';
    if (targetAt === undefined && mustBeForm) return; // checkFlow reports a back target outside the flow
    if (targetAt === undefined) add(pointer, `back target ${target} of step ${step} is not a step of this flow; ${hint}`);
    else if (targetAt >= at) add(pointer, `back target ${target} of step ${step} is not listed before it, so Back would go forward; ${hint}`);
    else if (mustBeForm && !flow.steps[targetAt].form) add(pointer, `back target ${target} of step ${step} is a screen, not a form step; ${hint}`);
  }
  return problems;
}
