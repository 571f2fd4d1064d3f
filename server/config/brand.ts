import { readFileSync } from 'node:fs';
import { compileSchema } from '../../src/core/flow/project/compileSchema';

export type { Brand, PerLanguage } from '../../src/core/brand';
import type { Brand } from '../../src/core/brand';

/** A brand file that cannot be used; the message names the file and every problem with its JSON pointer. */
export class BrandLoadError extends Error {
  constructor(readonly file: string, readonly problems: string[]) {
    super(`Brand file is invalid:\n${problems.map((p) => `${file}: ${p}`).join('\n')}`);
    this.name = 'BrandLoadError';
  }
}

/**
 * Reads and validates the brand file at `file` against the brand schema at `schemaFile`
 * (every error at once, each with its JSON pointer). The institution name must carry no
 * digits (SMS texts carry only the one-time code as a number). Throws BrandLoadError.
 */
export function loadBrand(file: string, schemaFile: string): Brand {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandLoadError(file, [`/: cannot be read as JSON (${(error as Error).message})`]);
  }
  // Compiled once per process for the same schema text (the app is built again on a live reload and in tests).
  const validate = compileSchema(JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>, 'meta');
  const problems = validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` ("${String(e.params.additionalProperty)}")` : ''}`);
  const brand = value as Brand;
  if (!problems.length && /\d/.test(brand.institutionName)) problems.push('/institutionName: must not contain digits (SMS texts carry only the code as a number)');
  if (problems.length) throw new BrandLoadError(file, problems);
  const { $schema: _schema, ...rest } = brand as Brand & { $schema?: string };
  return rest;
}
