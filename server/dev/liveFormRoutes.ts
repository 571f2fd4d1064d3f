import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../config/projectRoot';
import type { LiveConfig } from './liveConfig';

/** A chunk of the built app that holds a form file, and the file in use it is rebuilt from. */
type LiveChunk = { kind: 'json'; path: string } | { kind: 'validator'; schemaPath: string };

const SOURCE = /^(?:schemas\/forms\/([a-z0-9-]+\.(?:schema|ui)\.json)|src\/generated\/validators\/([a-z0-9-]+)\.js)$/;

/** The form chunks of the build (`<dist>/.vite/manifest.json`) by URL path: schemas, uiSchemas and precompiled validators. */
export function formChunks(distDir: string): Map<string, LiveChunk> {
  const file = join(distDir, '.vite/manifest.json');
  const chunks = new Map<string, LiveChunk>();
  if (!existsSync(file)) return chunks;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; src?: string }>;
  for (const entry of Object.values(manifest)) {
    const match = SOURCE.exec(entry.src ?? '');
    if (!match) continue;
    chunks.set(`/${entry.file}`, match[1] ? { kind: 'json', path: `schemas/forms/${match[1]}` } : { kind: 'validator', schemaPath: `schemas/forms/${match[2]}.schema.json` });
  }
  return chunks;
}

/** The validator runtime's source inlined in a module (the served validator imports nothing). */
function inlineRuntime(): string {
  return readFileSync(join(PROJECT_ROOT, 'scripts/validator-runtime.js'), 'utf8').replace('export const runtime', 'const runtime');
}

/**
 * Local mode only: the built app's chunks of each form's schema, uiSchema and precompiled
 * validator (found in the build manifest of `distDir`) are served from the files the server uses
 * now (LiveConfig), compiled once per configuration version (an ES module, no eval) and never
 * cached, so after a product owner's edit a reload of the page validates with the new schema and
 * its messages show the new range, without a rebuild. Production serves the built chunks as built.
 */
export function registerLiveFormRoutes(app: FastifyInstance, live: LiveConfig, distDir: string): void {
  const chunks = formChunks(distDir);
  const compiled = new Map<string, { version: number; code: string }>();
  const codeOf = async (url: string, chunk: LiveChunk): Promise<string | undefined> => {
    const version = live.state.version;
    const cached = compiled.get(url);
    if (cached?.version === version) return cached.code;
    const json = live.state.files.json[chunk.kind === 'json' ? chunk.path : chunk.schemaPath];
    if (json === undefined) return undefined;
    let code = `export default ${JSON.stringify(json)};\n`;
    if (chunk.kind === 'validator') {
      const { formValidatorModule } = await import('./formValidatorModule');
      code = formValidatorModule(json as RJSFSchema).replace("import { runtime } from '../validator-runtime.js';", inlineRuntime());
    }
    compiled.set(url, { version, code });
    return code;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.url.split('?')[0];
    const chunk = chunks.get(url);
    const code = chunk && (await codeOf(url, chunk));
    if (code === undefined) return;
    return reply.code(200).headers({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).send(code);
  });
}
