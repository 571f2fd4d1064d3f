/**
 * Reads and writes values on the application object with the small path language of flow
 * files: `loan_amount`, `direct_deposit_account.account_id`, `checking_accounts[].account_id`.
 */

type Json = unknown;

/** Reads `path` from `source`; `[]` maps over an array. Missing parts give undefined. */
export function readPath(source: Json, path: string): Json {
  const [head, ...rest] = path.split('.');
  if (source === null || typeof source !== 'object') return undefined;
  const isMap = head.endsWith('[]');
  const key = isMap ? head.slice(0, -2) : head;
  const value = (source as Record<string, Json>)[key];
  if (isMap) {
    if (!Array.isArray(value)) return [];
    return rest.length ? value.map((item) => readPath(item, rest.join('.'))) : value;
  }
  return rest.length ? readPath(value, rest.join('.')) : value;
}

/** Returns a copy of `target` with `value` written at `path` (no `[]` allowed). */
export function writePath(target: Record<string, Json>, path: string, value: Json): Record<string, Json> {
  const [head, ...rest] = path.split('.');
  if (head.endsWith('[]')) throw new Error(`Cannot write to mapped path "${path}"`);
  const copy = { ...target };
  if (!rest.length) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const inner = copy[head];
  copy[head] = writePath(inner && typeof inner === 'object' ? (inner as Record<string, Json>) : {}, rest.join('.'), value);
  return copy;
}
