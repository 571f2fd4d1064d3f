import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { projectPath } from '../config/projectRoot';
import { apiSchemas } from '../schemas/apiSchemas';

const DIR = projectPath('schemas', 'api', 'staff');

/** Names of the staff schemas (file names without `.schema.json`). */
export type StaffSchemaName =
  | 'session' | 'login' | 'meta' | 'staff-ref' | 'review-queue-query' | 'review-queue' | 'review-detail'
  | 'audit-event' | 'events' | 'decision' | 'decision-result' | 'assignment' | 'assignment-result' | 'reviewers'
  | 'date-range-query' | 'notices-query' | 'notices' | 'jobs' | 'job-retry-result' | 'funnel' | 'funnel-slice'
  | 'accounts' | 'account' | 'account-patch' | 'print-batch' | 'empty';

/** A reference to a registered staff schema, for a route's `schema`. */
export function staffSchema(name: StaffSchemaName): { $ref: string } {
  return { $ref: `api/staff/${name}.schema.json#` };
}

type Json = unknown;

/** A copy of a schema with each file-name reference (`"$ref": "x.schema.json"`) replaced by that file's schema. */
function inlineRefs(value: Json, files: ReadonlyMap<string, Record<string, Json>>, seen: readonly string[] = []): Json {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, files, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && /^[a-z0-9-]+\.schema\.json$/.test(ref)) {
    const target = files.get(ref);
    if (!target || seen.includes(ref)) throw new Error(`schemas/api/staff: "$ref": "${ref}" names no file, or refers back to itself`);
    const { $id: _id, ...rest } = target;
    return inlineRefs(rest, files, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, files, seen)]));
}

/**
 * Every staff schema file registered under its `$id`. The files refer to one another by file
 * name (tools reading the folder resolve those); registered, each reference is replaced by the
 * schema it names, so Fastify's validator and serializer need no reference resolution.
 */
export function registerStaffSchemas(app: FastifyInstance): void {
  const files = new Map<string, Record<string, Json>>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as Record<string, Json>;
    if (schema.$id !== `api/staff/${file}`) throw new Error(`schemas/api/staff/${file}: $id must be "api/staff/${file}"`);
    files.set(file, schema);
  }
  for (const [file, schema] of files) app.addSchema({ ...(inlineRefs(schema, files, [file]) as Record<string, Json>), $id: `api/staff/${file}` });
}

/** Answers of a staff route: `ok` for 200, the error payload for every failure. */
export function staffResponses(ok: StaffSchemaName): Record<string, unknown> {
  return { 200: staffSchema(ok), '4xx': apiSchemas.error, '5xx': apiSchemas.error };
}
