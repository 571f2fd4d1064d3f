import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { HostileRequest } from './client';
import { edgeString, hostileJsonText } from './hostileValues';
import type { Operation } from './openapi';
import { invalidValue, validValue } from './schemaArbitrary';
import type { SessionPool } from './sessions';

/** encodeURIComponent that never throws (a lone surrogate becomes its raw UTF-8 bytes, as an attacker would send them). */
export function encodePathPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((ch) => { try { return encodeURIComponent(ch); } catch { return '%ED%A0%80'; } }).join('');
  }
}

const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1',
  'application/json; charset=utf-16', 'APPLICATION/JSON', 'application/vnd.api+json', 'application/json, text/plain', 'json', '*/*', ';', 'application/json;;;',
];

const WRONG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND'];

/** The product of an operation path (`/api/v1/{product}/...`), if any. */
export function productOf(path: string): string | undefined {
  return /^\/api\/v1\/([^/{]+)\//.exec(path)?.[1];
}

/** Live sessions for an operation: those of its product, else all. */
export function sidsFor(pool: SessionPool, path: string): string[] {
  const product = productOf(path);
  return (product && pool.sids[product]) || Object.values(pool.sids).flat();
}

function cookieArb(pool: SessionPool, path: string): fc.Arbitrary<string | undefined> {
  const valid = fc.constantFrom(...sidsFor(pool, path));
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((sid) => `sid=${sid}`) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.oneof(
      fc.constant(`sid=${randomBytes(32).toString('base64url')}`),
      fc.constant(`sid=${'a'.repeat(101)}`),
      fc.constant('sid='),
      fc.constant('sid=%ZZ%'),
      fc.constant(`sid=${'x'.repeat(8000)}`),
      fc.constant(';;;=;=sid;'),
      fc.constant('sid="quoted"'),
      edgeString(1, 10).map((s) => `sid=${encodePathPart(s)}`),
      valid.map((sid) => `sid=${randomBytes(32).toString('base64url')}; sid=${sid}`),
      valid.map((sid) => `sid=${sid.slice(0, -1)}${sid.endsWith('A') ? 'B' : 'A'}`),
      valid.map((sid) => `sid=${sid.toUpperCase()}`),
      valid.map((sid) => `__proto__=x; constructor=y; sid=${sid}`),
    ) },
  );
}

function paramArb(name: string, pool: SessionPool): fc.Arbitrary<string> {
  const plausible: Record<string, string[]> = {
    token: pool.signingTokens,
    product: ['microloan', 'pal2', '__proto__', 'constructor'],
    language: ['en', 'es', 'EN', 'fr'],
    id: ['00000000-0000-0000-0000-000000000000', '1', '-1'],
  };
  const known = plausible[name] ?? [];
  const raw = fc.oneof(edgeString(1, 20), fc.constantFrom('..', '.', '%2e%2e', '%00', ' ', 'x'.repeat(3000), '__proto__'));
  const encoded = raw.map(encodePathPart);
  return known.length ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 3, arbitrary: encoded }) : encoded;
}

const queryArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('?__proto__[admin]=1', '?constructor[prototype][admin]=1', '?a=%00', '?a=%ZZ', '?product=..%2f', `?${'q'.repeat(4000)}=1`, '?&&==&') },
  { weight: 1, arbitrary: edgeString(1, 10).map((s) => `?x=${encodePathPart(s)}`) },
);

interface BodyChoice {
  kind: string;
  body?: string | Buffer;
}

function bodyArb(op: Operation, pool: SessionPool): fc.Arbitrary<BodyChoice> {
  const schema = op.body ?? { type: 'object', additionalProperties: false };
  const hinted = schema.properties?.account_id && pool.accountIds.length
    ? { ...schema, properties: { ...schema.properties, account_id: { enum: [...pool.accountIds, 'acct-unknown'] } } }
    : schema;
  return fc.oneof(
    { weight: 7, arbitrary: validValue(hinted).map((v) => ({ kind: 'valid body', body: JSON.stringify(v) })) },
    { weight: 4, arbitrary: invalidValue(schema).map((v) => ({ kind: 'invalid body', body: JSON.stringify(v) ?? 'undefined' })) },
    { weight: 2, arbitrary: hostileJsonText.map((t) => ({ kind: 'hostile JSON text', body: t })) },
    { weight: 1, arbitrary: fc.constantFrom<BodyChoice>(
      { kind: 'no body' },
      { kind: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]) },
      { kind: 'too large body', body: `{"a":"${'a'.repeat(70_000)}"}` },
    ) },
  );
}

/** Requests for `op`: schema-derived valid and invalid bodies, hostile JSON, odd content types, wrong methods, bad cookies and paths. */
export function requestArb(op: Operation, pool: SessionPool): fc.Arbitrary<HostileRequest> {
  const pathArb = fc.tuple(...op.pathParams.map((name) => paramArb(name, pool))).chain((values) => {
    let path = op.path;
    op.pathParams.forEach((name, i) => { path = path.replace(`{${name}}`, values[i]); });
    return queryArb.map((q) => path + q);
  });
  const methodArb = fc.oneof({ weight: 9, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom(...WRONG_METHODS.filter((m) => m !== op.method)) });
  const typeArb = fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
  const ipArb = fc.oneof(
    { weight: 9, arbitrary: fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `10.${a}.${b}.${c}`) },
    { weight: 1, arbitrary: fc.constantFrom('', 'not-an-ip', '::1', '999.1.1.1', '1.1.1.1, 2.2.2.2', ' , ,') },
  );
  return fc.record({ path: pathArb, method: methodArb, type: typeArb, cookie: cookieArb(pool, op.path), ip: ipArb, body: bodyArb(op, pool) }).map(({ path, method, type, cookie, ip, body }) => {
    const headers: Record<string, string> = {};
    if (ip) headers['x-forwarded-for'] = ip;
    if (cookie) headers.cookie = cookie;
    const sendsBody = method !== 'GET' && method !== 'HEAD' && body.body !== undefined;
    if (sendsBody) headers['content-type'] = type;
    const kind = [sendsBody ? body.kind : 'no body', method !== op.method ? `method ${method}` : '', type !== 'application/json' && sendsBody ? `type ${type}` : ''].filter(Boolean).join(', ');
    return { op: op.id, method, path, headers, body: sendsBody ? body.body : undefined, kind };
  });
}
