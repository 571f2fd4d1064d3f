import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const languages = ['en', 'es'];

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every leaf key of a nested object as `a.b.c`. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

function namespaces(language: string): Record<string, string[]> {
  const dir = join(root, 'locales', language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), leafKeys(readJson(join(dir, f)))]),
  );
}

function has(language: string, fullKey: string, defaultNs = 'common'): boolean {
  const [ns, key] = fullKey.includes(':') ? fullKey.split(':') : [defaultNs, fullKey];
  const all = namespaces(language)[ns] ?? [];
  return all.includes(key) || all.some((k) => k.startsWith(`${key}_`));
}

/** i18n keys named by flows and form schemas (titles, messages, enum names, help...). */
function configKeys(): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^[a-z]+:[A-Za-z0-9_.]+$/.test(value) && !value.startsWith('http')) keys.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  for (const dir of ['flows', 'schemas/forms']) {
    for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith('.json') && !f.startsWith('brand'))) visit(readJson(join(root, dir, file)));
  }
  return [...keys];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['core', 'screens', 'generated', 'staff'].includes(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literal keys passed to t('...') in the app's own code (src/ except core/, screens/ and the staff console, whose keys the flow checker holds). */
function codeKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_.:]+)'/g)) keys.add(match[1]);
  }
  return [...keys];
}

describe('locales', () => {
  it('every locale file has the same keys in English and Spanish', () => {
    const en = namespaces('en');
    const es = namespaces('es');
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const ns of Object.keys(en)) expect([ns, [...es[ns]].sort()]).toEqual([ns, [...en[ns]].sort()]);
  });

  it('every key named by flows and form schemas exists in both languages', () => {
    const keys = configKeys();
    expect(keys.length).toBeGreaterThan(20);
    for (const language of languages) expect(keys.filter((k) => !has(language, k)).map((k) => `${language}: ${k}`)).toEqual([]);
  });

  it('every key the app code uses exists in both languages', () => {
    const keys = codeKeys();
    expect(keys).toContain('cancelDialog.title');
    for (const language of languages) expect(keys.filter((k) => !has(language, k)).map((k) => `${language}: ${k}`)).toEqual([]);
  });
});
