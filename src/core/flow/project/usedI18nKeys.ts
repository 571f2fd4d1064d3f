import type { NamedFlow } from './flowFiles';
import { fileAt, filesMatching, isObject, pointerSegment, type ProjectFiles } from './projectFiles';

/** One place where a flow, schema or uiSchema names an i18n key (`namespace:key.path`). */
export interface I18nKeyUse {
  file: string;
  pointer: string;
  key: string;
}

/** Schema keywords whose string value is an i18n key. */
const SCHEMA_TEXT_KEYWORDS = ['title', 'description'];
/** uiSchema options whose string value (or array of strings) is an i18n key. */
const UI_TEXT_OPTIONS = ['ui:help', 'ui:placeholder', 'ui:title', 'ui:description', 'ui:enumNames', 'submitText'];
/** What a flow screen option looks like when it is an i18n key rather than a step or endpoint. */
const KEY_SHAPE = /^[a-z][A-Za-z0-9_]*:[A-Za-z0-9_.]+$/;

/** Every i18n key the flows, form schemas and uiSchemas use, with where each use is. */
export function usedI18nKeys(files: ProjectFiles, flows: readonly NamedFlow[]): I18nKeyUse[] {
  const uses: I18nKeyUse[] = [];
  const record = (file: string, pointer: string, key: unknown) => {
    if (typeof key === 'string') uses.push({ file, pointer, key });
  };
  for (const { file, flow } of flows) {
    record(file, '/name', flow.name);
    flow.steps.forEach((s, i) => {
      const at = `/steps/${i}`;
      if (isObject(s.form)) {
        record(file, `${at}/form/title`, s.form.title);
        record(file, `${at}/form/subtitle`, s.form.subtitle);
        (Array.isArray(s.form.checks) ? s.form.checks : []).forEach((c, j) => record(file, `${at}/form/checks/${j}/message`, c?.message));
      }
      walk(s.options, `${at}/options`, (pointer, _key, value) => KEY_SHAPE.test(String(value)) && record(file, pointer, value));
    });
    (flow.extraRoutes ?? []).forEach((r, i) =>
      walk(r.options, `/extraRoutes/${i}/options`, (pointer, _key, value) => KEY_SHAPE.test(String(value)) && record(file, pointer, value)));
  }
  for (const file of filesMatching(files, 'schemas/forms/', '.schema.json')) {
    walk(fileAt(files, file), '', (pointer, key, value, parentKey) => {
      if (SCHEMA_TEXT_KEYWORDS.includes(key) && parentKey !== 'properties') record(file, pointer, value);
      if (parentKey === 'x-messages') record(file, pointer, value);
    });
  }
  for (const file of filesMatching(files, 'schemas/forms/', '.ui.json')) {
    walk(fileAt(files, file), '', (pointer, key, value, parentKey) => {
      if (UI_TEXT_OPTIONS.includes(key) || UI_TEXT_OPTIONS.includes(parentKey)) record(file, pointer, value);
    });
  }
  return uses;
}

type Visit = (pointer: string, key: string, value: string, parentKey: string) => void;

/** Calls `visit` for every string inside `node` (objects and arrays), with its pointer and key. */
function walk(node: unknown, pointer: string, visit: Visit, parentKey = ''): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      if (typeof item === 'string') visit(`${pointer}/${i}`, parentKey, item, parentKey);
      else walk(item, `${pointer}/${i}`, visit, parentKey);
    });
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${pointerSegment(key)}`;
      if (typeof value === 'string') visit(at, key, value, parentKey);
      else walk(value, at, visit, key);
    }
  }
}
