/** The subset of JSON Schema our request bodies use (see schemas/forms and schemas/api). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  pattern?: string;
  if?: JsonSchema;
  then?: JsonSchema;
}

/** One operation of the served OpenAPI document. */
export interface Operation {
  /** `METHOD /path/{param}` as the document names it. */
  id: string;
  method: string;
  /** Path template, e.g. `/esign/s/{token}`. */
  path: string;
  pathParams: string[];
  /** The JSON request body schema, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The served document, as far as this suite reads it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * `schema` with every `$ref` to `#/components/schemas/…` replaced by the schema it names (the
 * schemas registered by `$id`, such as the staff area's, are published there), so that bodies are
 * generated from the real schema rather than from an opaque reference.
 */
export function inlineRefs(schema: unknown, doc: OpenApiDocument, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, doc, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as JsonSchema).$ref;
  if (typeof ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const target = name === undefined ? undefined : doc.components?.schemas?.[name];
    if (!target || depth > 20) throw new Error(`OpenAPI document: cannot resolve ${ref}`);
    return inlineRefs(target, doc, depth + 1);
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inlineRefs(v, doc, depth)]));
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of `doc`, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const upper = method.toUpperCase();
      out.push({
        id: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        body: inlineRefs(op.requestBody?.content?.['application/json']?.schema, doc) as JsonSchema | undefined,
      });
    }
  }
  return out;
}
