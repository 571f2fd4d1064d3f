import { checkFlow, type FlowProblem } from '../checkFlow';
import { ajvProblems } from './ajvProblems';
import { checkAmountFields } from './checkAmounts';
import { checkChannels } from './checkChannels';
import { compileSchema } from './compileSchema';
import { checkConfigShapes, checkFormFiles } from './checkFileShapes';
import { checkErrorCodes } from './checkErrorCodes';
import { checkLanguageParity, checkUnusedKeys, checkUsedKeys } from './checkI18n';
import { checkFlowNames, checkWidgetNames } from './checkNames';
import { checkProducts } from './checkProducts';
import { checkSchemaRanges } from './checkRanges';
import { checkReachability } from './checkReachability';
import { walkableFlows, type NamedFlow } from './flowFiles';
import { readLocales } from './localeFiles';
import { fileAt, filesMatching, isObject, SCHEMAS_DIR, type ProjectFiles, type ProjectRegistries } from './projectFiles';
import { usedI18nKeys } from './usedI18nKeys';
import { checkUnusedStaffKeys, staffCodeKeyUses } from './staffCodeKeys';

/**
 * Checks a whole project's configuration at once: flows, product files, form schemas and
 * uiSchemas, locale files. Pure: give it the files (see `loadProjectFiles` in
 * server/config/projectFiles.ts) and the names the code registers. Returns every problem,
 * each with its file, JSON pointer and a message that says how to fix it; empty when all is well.
 */
export function checkProject(files: ProjectFiles, registries: ProjectRegistries = {}): FlowProblem[] {
  const flowFiles = filesMatching(files, 'flows/', '.flow.json');
  const problems: FlowProblem[] = checkConfigShapes(files);
  if (!flowFiles.length) problems.push({ file: 'flows/', pointer: '/', message: 'there is no *.flow.json file; add one flow per loan product' });
  const validFlows = checkFlowFiles(files, problems);
  problems.push(...checkFormFiles(files), ...checkSchemaRanges(files), ...checkAmountFields(files));
  if (registries.widgets) problems.push(...checkWidgetNames(files, registries.widgets));
  for (const flow of validFlows) problems.push(...checkFlowNames(flow, registries), ...checkReachability(flow), ...checkChannels(files, flow));
  problems.push(...checkProducts(files, validFlows, registries));
  const locales = readLocales(files);
  const uses = usedI18nKeys(files, walkableFlows(files));
  problems.push(...checkUsedKeys(uses, locales), ...checkLanguageParity(locales), ...checkUnusedKeys(uses, locales, registries.codeOwnedKeys), ...checkErrorCodes(locales));
  // The staff console's code (files.sources): its keys exist in every language, and none is left unused.
  problems.push(...checkUsedKeys(staffCodeKeyUses(files), locales), ...checkUnusedStaffKeys(files, locales));
  return sortByFile(withoutEchoesOfInvalidJson(files, problems));
}

/** A file that is not JSON is reported once, as such, not again as a missing or empty file. */
function withoutEchoesOfInvalidJson(files: ProjectFiles, problems: FlowProblem[]): FlowProblem[] {
  const invalid = files.invalid ?? {};
  return problems.filter((p) => !(p.file in invalid) || p.message.startsWith('is not valid JSON'));
}

/** Checks every flow against the meta-schema, then with checkFlow (duplicates, references); returns the flows that pass the meta-schema. */
function checkFlowFiles(files: ProjectFiles, problems: FlowProblem[]): NamedFlow[] {
  const metaSchema = fileAt(files, 'schemas/flow.schema.json');
  if (!isObject(metaSchema)) {
    problems.push({ file: 'schemas/flow.schema.json', pointer: '/', message: 'the flow meta-schema is missing; restore it' });
    return [];
  }
  const validateMeta = compileSchema(metaSchema, 'meta');
  const lookup = (path: string) => {
    const found = fileAt(files, SCHEMAS_DIR + path);
    return isObject(found) ? found : undefined;
  };
  return walkableFlowsOrAll(files).filter(({ file, flow }) => {
    if (!validateMeta(flow)) {
      problems.push(...ajvProblems(file, validateMeta.errors, flow));
      return false;
    }
    problems.push(...checkFlow(file, flow, validateMeta, lookup, {}));
    return true;
  });
}

function walkableFlowsOrAll(files: ProjectFiles): NamedFlow[] {
  return filesMatching(files, 'flows/', '.flow.json').map((file) => ({ file, flow: fileAt(files, file) as NamedFlow['flow'] }));
}

function sortByFile(problems: FlowProblem[]): FlowProblem[] {
  return problems.map((p, i) => ({ p, i })).sort((a, b) => a.p.file.localeCompare(b.p.file) || a.i - b.i).map(({ p }) => p);
}
