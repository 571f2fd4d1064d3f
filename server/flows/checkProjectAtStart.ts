import { checkProject, type FlowProblem } from '../../src/core/flow/project';
import { loadKnownNames, loadProjectFiles, type ProjectFolders } from '../config/projectFiles';

/**
 * The project checker (docs/flow-checker.md) with this server's own registries: its handler
 * names and endpoints (server/http/steps/registry.ts), the PAL limit check (server/domain/pricing),
 * and the widget and screen names of the code base. Answers every problem, each with its file
 * (`flows/...`, `schemas/...`, `locales/...`) and JSON pointer; empty when all is well.
 */
export async function checkProjectWithServerRegistries(root: string, folders: ProjectFolders = {}): Promise<FlowProblem[]> {
  const { registries } = await loadKnownNames();
  return checkProject(loadProjectFiles(root, folders), registries);
}
