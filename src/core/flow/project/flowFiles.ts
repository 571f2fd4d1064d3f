import type { FlowDefinition } from '../types';
import { fileAt, filesMatching, isObject, type ProjectFiles } from './projectFiles';

/** A flow file with its path. */
export interface NamedFlow {
  file: string;
  flow: FlowDefinition;
}

/**
 * The flow files that have the shape of a flow (a `steps` array of objects), so that later
 * checks can walk them; the meta-schema check reports the others.
 */
export function walkableFlows(files: ProjectFiles): NamedFlow[] {
  return filesMatching(files, 'flows/', '.flow.json').flatMap((file) => {
    const flow = fileAt(files, file);
    const ok = isObject(flow) && Array.isArray(flow.steps) && flow.steps.every(isObject)
      && (flow.extraRoutes === undefined || (Array.isArray(flow.extraRoutes) && flow.extraRoutes.every(isObject)));
    return ok ? [{ file, flow: flow as unknown as FlowDefinition }] : [];
  });
}
