import fastUri from 'fast-uri';
import { equal, resolve } from '../../../src/build/uriLite';

const bases = ['forms/apply.schema.json', 'http://a/b/c/d;p?q', 'https://Example.com/schemas/root.json', 'urn:x:y', '/abs/path/file.json', ''];
const refs = ['#/definitions/x', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', '../g', '../..', '../../../g', '.', './', '..', 'g;x?y#s', '', 'other.json#/a', 'http://x.org/s.json', 'HTTP://X.org/A'];

describe('uriLite (the fast-uri stand-in of the browser build)', () => {
  it('resolves like fast-uri', () => {
    for (const base of bases) for (const ref of refs) expect([base, ref, resolve(base, ref)]).toEqual([base, ref, fastUri.resolve(base, ref)]);
  });

  it('compares like fast-uri', () => {
    const uris = ['forms/apply.schema.json', 'forms/apply.schema.json#', 'HTTP://EXAMPLE.com/a', 'http://example.com/a', 'http://example.com/A', '#/x', '#/x'];
    for (const a of uris) for (const b of uris) expect([a, b, equal(a, b)]).toEqual([a, b, fastUri.equal(a, b)]);
  });
});
