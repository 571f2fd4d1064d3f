import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The staff console's source texts (`src/staff/**` `.ts`/`.tsx`, tests and READMEs left out),
 * keyed by their path from `root` with `/`: the flow checker reads the i18n keys they use
 * (src/core/flow/project/staffCodeKeys.ts). Empty when the folder is absent (a deployment
 * that ships no sources).
 */
export function readStaffSources(root: string, dir = 'src/staff'): Record<string, string> {
  const full = join(root, dir);
  if (!existsSync(full)) return {};
  const sources: Record<string, string> = {};
  for (const name of readdirSync(full).sort()) {
    const path = `${dir}/${name}`;
    if (statSync(join(full, name)).isDirectory()) Object.assign(sources, readStaffSources(root, path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) sources[path] = readFileSync(join(full, name), 'utf8');
  }
  return sources;
}
