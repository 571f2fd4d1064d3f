/** The variables that carry keys, as parseEnv keeps them. */
export interface KeyVars {
  ENCRYPTION_KEY?: string;
  ENCRYPTION_KEYS?: string;
  LOOKUP_KEY?: string;
}

const HINT = 'the base64 encoding of exactly 32 bytes (openssl rand -base64 32)';

/** The 32-byte key of one base64 text, or null when it is not one. */
export function decodeKey(text: string): Buffer | null {
  const t = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(t)) return null;
  const key = Buffer.from(t, 'base64');
  return key.length === 32 ? key : null;
}

/** The entries of ENCRYPTION_KEYS (comma-separated, current first), as texts. */
export function splitKeyList(list: string): string[] {
  return list.split(',').map((s) => s.trim());
}

/**
 * What is wrong with the key variables, one line each, naming the variable and the position of
 * a bad entry, never a key: a bad key, an empty or repeated entry of ENCRYPTION_KEYS, both
 * ENCRYPTION_KEY and ENCRYPTION_KEYS set, or (production) no key at all.
 */
export function keyProblems(vars: KeyVars, production: boolean): string[] {
  const bad: string[] = [];
  if (vars.ENCRYPTION_KEY !== undefined && !decodeKey(vars.ENCRYPTION_KEY)) bad.push(`ENCRYPTION_KEY must be ${HINT}`);
  if (vars.ENCRYPTION_KEYS !== undefined) {
    const entries = splitKeyList(vars.ENCRYPTION_KEYS);
    const keys = entries.map(decodeKey);
    keys.forEach((key, i) => {
      if (!key) bad.push(`ENCRYPTION_KEYS entry ${i + 1} of ${entries.length} must be ${HINT}; entries are separated by commas, the current key first`);
    });
    const seen = new Set<string>();
    keys.forEach((key, i) => {
      if (!key) return;
      const hex = key.toString('hex');
      if (seen.has(hex)) bad.push(`ENCRYPTION_KEYS entry ${i + 1} repeats an earlier key: list each key once`);
      seen.add(hex);
    });
    if (vars.ENCRYPTION_KEY !== undefined) bad.push('ENCRYPTION_KEY and ENCRYPTION_KEYS are both set: keep only ENCRYPTION_KEYS (current key first, then the previous ones)');
  }
  if (vars.LOOKUP_KEY !== undefined && !decodeKey(vars.LOOKUP_KEY)) bad.push(`LOOKUP_KEY must be ${HINT}`);
  if (production && vars.ENCRYPTION_KEY === undefined && vars.ENCRYPTION_KEYS === undefined)
    bad.push('ENCRYPTION_KEY is required when NODE_ENV=production (or ENCRYPTION_KEYS, current key first, while rotating keys)');
  return bad;
}
