// Writes gzip and brotli copies of the built scripts and styles beside them, so the server
// (@fastify/static with preCompressed) sends them compressed without compressing per request.
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

/** Compresses every .js, .css and .svg file under `dir` (recursively); answers the count. */
export function compressAssets(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += compressAssets(path);
    } else if (/\.(js|css|svg)$/.test(name)) {
      const body = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      count += 1;
    }
  }
  return count;
}
