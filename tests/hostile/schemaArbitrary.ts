import fc from 'fast-check';
import { anyJson, edgeString, longString, PROTO_KEYS, withOwnKey } from './hostileValues';
import type { JsonSchema } from './openapi';

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 80;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const matching = fc.stringMatching(re, { size: 'small' });
    // A pattern like "\S" matches any string with a non-space: mix in edge characters around it.
    const decorated = fc.tuple(edgeString(0, 6), matching, edgeString(0, 6)).map(([a, m, b]) => a + m + b).filter((s) => re.test(s));
    return fc.oneof(matching, decorated).filter((s) => [...s].length >= min && [...s].length <= max);
  }
  return edgeString(min, Math.min(max, 60)).filter((s) => [...s].length >= min && [...s].length <= max);
}

/** `schema` with its `if` condition made true and its `then` part merged in (no-op without if/then). */
export function mergeThen(schema: JsonSchema): JsonSchema {
  if (!schema.if || !schema.then) return schema;
  const then = schema.then ?? {};
  const properties: Record<string, JsonSchema> = { ...schema.properties };
  for (const [key, extra] of Object.entries(then.properties ?? {})) properties[key] = { ...properties[key], ...extra };
  const forced: Record<string, JsonSchema> = {};
  for (const [key, cond] of Object.entries(schema.if?.properties ?? {})) if (cond.const !== undefined) forced[key] = { enum: [cond.const] };
  for (const [key, s] of Object.entries(forced)) properties[key] = { ...properties[key], ...s };
  return { ...schema, if: undefined, then: undefined, properties, required: [...new Set([...(schema.required ?? []), ...(then.required ?? []), ...Object.keys(forced)])] };
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  if (schema.if && schema.then) return fc.oneof(validObject({ ...schema, if: undefined, then: undefined }), validObject(mergeThen(schema)));
  const props = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, s] of Object.entries(props)) model[key] = validValue(s);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
}

/** Numbers in the schema's range that are multiples of its `multipleOf` (whole dollars, cents). */
function multiples(schema: JsonSchema): fc.Arbitrary<number> {
  const step = schema.multipleOf!;
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const bound = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  const min = Math.ceil(bound(schema.minimum, -1e6) / step);
  const max = Math.floor(bound(schema.maximum, 1e6) / step);
  return fc.integer({ min, max }).map((n) => Number((n * step).toFixed(decimals)));
}

/** Values that the schema accepts (strings full of edge characters whenever the schema lets them). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (typeOf(schema)) {
    case 'object': return validObject(schema);
    case 'string': return validString(schema);
    case 'integer': return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number': return schema.multipleOf ? multiples(schema) : fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean': return fc.boolean();
    case 'array': return fc.array(validValue(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    default: return anyJson;
  }
}

/** Values of the wrong type for `schema`, or just outside its bounds. */
function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const t = typeOf(schema);
  // Without a type every JSON value has the right one: no filter could ever pass.
  const options: fc.Arbitrary<unknown>[] = t === undefined ? [longString] : [anyJson.filter((v) => !matchesType(t, v)), longString];
  if (t === 'string') {
    options.push(fc.constant('x'.repeat((schema.maxLength ?? 1000) + 1)), fc.constant(''), edgeString(1, 30));
    if (schema.pattern) options.push(fc.constantFrom('0'.repeat(8), '0'.repeat(10), '٠١٢٣٤٥٦٧٨٩', '１２３４５６７８９', '123-45-6789', ' 123456789', '123456789\n', '12345678\u0000'));
  }
  if (t === 'integer' || t === 'number') {
    const lo = schema.minimum ?? 0;
    const hi = schema.maximum ?? 0;
    options.push(fc.constantFrom(lo - 1, hi + 1, lo - 0.5, hi + 0.5, 2 ** 53 + 1, -(2 ** 63), 1e308, -0, 1.1, String(lo), `${hi}`));
  }
  if (schema.enum) options.push(fc.constantFrom(...schema.enum.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)), 'OTHER ', ''));
  return fc.oneof(...options);
}

function matchesType(t: string | undefined, v: unknown): boolean {
  if (t === 'integer') return Number.isInteger(v);
  if (t === 'number') return typeof v === 'number';
  if (t === 'array') return Array.isArray(v);
  if (t === 'object') return typeof v === 'object' && v !== null && !Array.isArray(v);
  if (t === 'null') return v === null;
  return t === undefined || typeof v === t;
}

/**
 * Bodies the schema refuses: a wrong top-level type, a property of the wrong type or out of
 * bounds, a required property missing, an unknown or prototype-poisoning key.
 */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (typeOf(schema) !== 'object') return wrongValue(schema);
  const base = validObject(schema);
  const keys = Object.keys(schema.properties ?? {});
  const options: fc.Arbitrary<unknown>[] = [
    anyJson.filter((v) => !matchesType('object', v)),
    fc.tuple(base, fc.constantFrom(...PROTO_KEYS), anyJson).map(([b, k, v]) => withOwnKey(b, k, v)),
    fc.tuple(base, fc.constantFrom(...PROTO_KEYS)).map(([b, k]) => withOwnKey(b, k, { isAdmin: true, step: 'FUNDED', polluted: 1 })),
    fc.tuple(base, edgeString(1, 8), anyJson).map(([b, k, v]) => withOwnKey(b, k, v)),
  ];
  if (keys.length) {
    options.push(fc.tuple(base, fc.constantFrom(...keys)).chain(([b, k]) => wrongValue(schema.properties![k]).map((v) => withOwnKey(b, k, v))));
    const required = schema.required ?? [];
    if (required.length) options.push(fc.tuple(base, fc.constantFrom(...required)).map(([b, k]) => { const c = { ...b }; delete c[k]; return c; }));
    // The same property given twice in a nested object, or as an array.
    options.push(fc.tuple(base, fc.constantFrom(...keys)).map(([b, k]) => withOwnKey(b, k, [b[k], b[k]])));
  }
  return fc.oneof(...options);
}
