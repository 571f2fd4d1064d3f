import type { FlowProblem } from '../checkFlow';
import { knownNamesHint } from './didYouMean';
import type { NamedFlow } from './flowFiles';
import { fileAt, filesMatching, isObject, pointerSegment, type ProjectFiles, type ProjectRegistries } from './projectFiles';

/** Every `ui:widget` of every uiSchema (at any depth) names a registered widget. */
export function checkWidgetNames(files: ProjectFiles, widgets: readonly string[]): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const walk = (file: string, node: unknown, pointer: string) => {
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${pointerSegment(key)}`;
      if (key === 'ui:widget' && typeof value === 'string' && !widgets.includes(value))
        problems.push({ file, pointer: at, message: `unknown widget "${value}"; ${knownNamesHint('widgets', value, widgets)}` });
      walk(file, value, at);
    }
  };
  for (const file of filesMatching(files, 'schemas/forms/', '.ui.json')) walk(file, fileAt(files, file), '');
  return problems;
}

/** Screens, server handlers and submit endpoints a flow names exist in the code. */
export function checkFlowNames({ file, flow }: NamedFlow, registries: ProjectRegistries): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const { screens, serverHandlers, endpoints } = registries;
  const checkScreen = (pointer: string, screen: unknown) => {
    if (screens && typeof screen === 'string' && !screens.includes(screen))
      add(pointer, `unknown screen "${screen}"; ${knownNamesHint('screens', screen, screens)}`);
  };
  const checkEndpoint = (pointer: string, step: string, submit: unknown) => {
    if (endpoints && typeof submit === 'string' && !endpoints.includes(submit))
      add(pointer, `step ${step} submits to "${submit}", which the server does not serve; ${knownNamesHint('endpoints', submit, endpoints)}`);
  };
  flow.steps.forEach((s, i) => {
    const at = `/steps/${i}`;
    checkScreen(`${at}/screen`, s.screen);
    if (serverHandlers && typeof s.server === 'string' && !serverHandlers.includes(s.server))
      add(`${at}/server`, `unknown server handler "${s.server}" in step ${s.step}; ${knownNamesHint('server handlers', s.server, serverHandlers)}`);
    if (isObject(s.form) && !s.form.store) checkEndpoint(`${at}/form/submit`, s.step, s.form.submit);
    if (isObject(s.options)) checkEndpoint(`${at}/options/submit`, s.step, s.options.submit);
  });
  (flow.extraRoutes ?? []).forEach((r, i) => checkScreen(`/extraRoutes/${i}/screen`, r.screen));
  return problems;
}
