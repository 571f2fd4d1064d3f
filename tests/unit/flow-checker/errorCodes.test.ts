import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ERROR_CODES, ERROR_CODES, OPERATIONS_ERROR_CODES, STAFF_ERROR_CODES } from '../../../src/core/errors';
import { problemLines, projectWith, REPO_ROOT } from './projectFixture';

/** Every `new ApiError(status, 'CODE'` the server code throws. */
function serverErrorCodes(dir = join(REPO_ROOT, 'server')): Set<string> {
  const codes = new Set<string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) serverErrorCodes(path).forEach((c) => codes.add(c));
    else if (name.endsWith('.ts')) for (const m of readFileSync(path, 'utf8').matchAll(/new ApiError\(\s*\d{3},\s*'([A-Z_]+)'/g)) codes.add(m[1]);
  }
  return codes;
}

describe('the error catalogue', () => {
  it('lists every error code the server throws (so the checker asks a text for each)', () => {
    const known = new Set<string>([...ERROR_CODES, ...OPERATIONS_ERROR_CODES, ...STAFF_ERROR_CODES]);
    const unlisted = [...serverErrorCodes()].filter((code) => !known.has(code));
    expect(unlisted).toEqual([]);
  });

  it('the real project has a text for every code in both languages', () => {
    expect(problemLines(projectWith('locales/en/errors.json', () => undefined)).filter((l) => l.includes('error code'))).toEqual([]);
  });

  it('reports a server error code without a text, in each language', () => {
    const files = projectWith('locales/es/errors.json', (es) => {
      delete es.codes.OFFER_NOT_SELECTED;
    });
    expect(problemLines(files).filter((l) => l.startsWith('locales/es/errors.json'))).toContain(
      'locales/es/errors.json: /codes/OFFER_NOT_SELECTED: the error code OFFER_NOT_SELECTED has no text in es; add "codes.OFFER_NOT_SELECTED" (applicants would read the generic text instead)',
    );
    const both = projectWith('locales/en/errors.json', (en) => {
      delete en.codes.TIMEOUT;
    });
    expect(problemLines(both)).toContain(
      'locales/en/errors.json: /codes/TIMEOUT: the error code TIMEOUT has no text in en; add "codes.TIMEOUT" (applicants would read the generic text instead)',
    );
    expect(CLIENT_ERROR_CODES).toContain('TIMEOUT');
  });

  it('reports a missing generic text', () => {
    const files = projectWith('locales/en/errors.json', (en) => {
      delete en.codes.default;
    });
    expect(problemLines(files)).toContain('locales/en/errors.json: /codes/default: the error catalogue has no "codes.default" text (shown for codes without their own); add it');
  });
});
