import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db';

/** The same Idempotency-Key came with another request: refused, nothing changed. */
export class IdempotencyKeyReusedError extends Error {
  override readonly name = 'IdempotencyKeyReusedError';
  constructor() {
    super('This Idempotency-Key was used with another request');
  }
}

/** JSON with object keys sorted at every level: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 hex of the canonical JSON of a request. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/**
 * Runs `run` once per (scope, key) in the caller's transaction: under a transaction-scoped
 * advisory lock on the key (parallel calls with one key wait for each other, across processes),
 * a stored key with the same request answers its stored result (`replayed`), with another
 * request throws IdempotencyKeyReusedError; a new key runs `run` and stores its result with the
 * request's hash. A throw from `run` rolls back with the transaction and stores nothing.
 */
export async function withIdempotencyKey<T>(tx: Queryable, scope: string, key: string, request: unknown, at: Date, run: () => Promise<T>): Promise<{ value: T; replayed: boolean }> {
  const hash = requestHash(request);
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${scope}:${key}`]);
  const { rows } = await tx.query<{ request_sha256: string; response: string }>('SELECT request_sha256, response FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  if (rows[0]) {
    if (rows[0].request_sha256 !== hash) throw new IdempotencyKeyReusedError();
    return { value: JSON.parse(rows[0].response) as T, replayed: true };
  }
  const value = await run();
  await tx.query('INSERT INTO idempotency_keys (scope, key, request_sha256, response, created_at) VALUES ($1, $2, $3, $4, $5)', [scope, key, hash, JSON.stringify(value), at.toISOString()]);
  return { value, replayed: false };
}
