import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { FastifyInstance } from 'fastify';
import type { LiveConfig } from './liveConfig';
import { liveValidatorCode } from './liveModules';

/** A chunk of the built app that holds a form file or a locale file, and the file in use it is rebuilt from. */
type LiveChunk = { kind: 'json'; path: string } | { kind: 'validator'; schemaPath: string };

const SOURCE = /^(?:(schemas\/forms\/[a-z0-9-]+\.(?:schema|ui)\.json|locales\/[a-z-]+\/[a-z0-9-]+\.json)|src\/generated\/validators\/([a-z0-9-]+)\.js)$/;

/**
 * The chunks of the build (`<dist>/.vite/manifest.json`) served from the files in use, by URL
 * path: form schemas, uiSchemas and precompiled validators, and the locale files the page loads.
 */
export function formChunks(distDir: string): Map<string, LiveChunk> {
  const file = join(distDir, '.vite/manifest.json');
  const chunks = new Map<string, LiveChunk>();
  if (!existsSync(file)) return chunks;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; src?: string }>;
  for (const entry of Object.values(manifest)) {
    const match = SOURCE.exec(entry.src ?? '');
    if (!match) continue;
    chunks.set(`/${entry.file}`, match[1] ? { kind: 'json', path: match[1] } : { kind: 'validator', schemaPath: `schemas/forms/${match[2]}.schema.json` });
  }
  return chunks;
}

/**
 * Local mode only: the built app's chunks of each form's schema, uiSchema and precompiled
 * validator, and of each locale file the page loads (found in the build manifest of `distDir`),
 * are served from the files the server uses now (LiveConfig), compiled once per configuration
 * version (an ES module, no eval) and never cached, so after a product owner's edit a reload of
 * the page validates with the new schema, its messages show the new range and its texts are the
 * new ones, without a rebuild (the server's rendering of the page uses the same files:
 * server/http/ssr/liveSources.ts). Production serves the built chunks as built.
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
    if (chunk.kind === 'validator') code = await liveValidatorCode(json as RJSFSchema);
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
