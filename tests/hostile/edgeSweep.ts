import fc from 'fast-check';
import type { HostileRequest } from './client';
import { EDGE_CHARS } from './hostileValues';
import type { Operation } from './openapi';
import { sidsFor } from './requestArbitrary';
import { mergeThen, validValue } from './schemaArbitrary';
import type { SessionPool } from './sessions';

/**
 * Every edge character in every string field of every body, with a live session of the
 * operation's product and otherwise valid values (conditional fields switched on): the
 * deterministic part that fuzzing might miss.
 */
export function edgeSweep(ops: Operation[], pool: SessionPool, seed: number): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const op of ops) {
    const schema = op.body && mergeThen(op.body);
    const fields = Object.entries(schema?.properties ?? {}).filter(([, s]) => s.type === 'string' && !s.enum).map(([k]) => k);
    const token = pool.signingTokens[0];
    const onlyToken = op.pathParams.every((p) => p === 'token') && (op.pathParams.length === 0 || token);
    if (!schema || !fields.length || !onlyToken) continue;
    const path = op.path.replace('{token}', token ?? '');
    const [base] = fc.sample(validValue(schema), { seed, numRuns: 1 }) as Record<string, unknown>[];
    const sids = sidsFor(pool, op.path);
    let n = 0;
    for (const field of fields) {
      for (const edge of EDGE_CHARS) {
        const sid = sids[n++ % sids.length];
        out.push({
          op: op.id, kind: `edge character ${JSON.stringify(edge)} in ${field}`, method: op.method, path,
          headers: { 'content-type': 'application/json', cookie: `sid=${sid}`, 'x-forwarded-for': `10.200.${n % 256}.${(n >> 8) % 250 + 1}` },
          // A phone of its own per apply, so the per-phone cap does not hide the field.
          body: JSON.stringify({ ...base, ...('phoneNumber' in base ? { phoneNumber: `20255${String(n).padStart(5, '0')}` } : {}), [field]: `x${edge}y` }),
        });
      }
    }
  }
  return out;
}
