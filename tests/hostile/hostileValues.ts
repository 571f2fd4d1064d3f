import fc from 'fast-check';

/**
 * Characters that break naive code: NUL and other controls, lone surrogates, RTL and
 * zero-width marks, BOM, emoji (with joiners), combining marks, quotes, escapes and markup.
 */
export const EDGE_CHARS = [
  '\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udfff', '\udbff\udbff', '\u202e', '\u200f', '\u200b', '\u2028',
  '\ufeff', '\uffff', '😀', '👩‍👩‍👧‍👦', '🏳️‍🌈', 'e\u0301', 'ñ', 'ß', 'İ', '\u0645\u0631\u062d\u0628\u0627', '中文',
  '\r\n', '\t', '"', "'", '\\', '%00', '%', '../', '<script>', '${', '{{', '\u00a0', ' ',
];

/** A string of ordinary and edge characters with at most `maxLength` pieces. */
export function edgeString(minLength = 0, maxLength = 40): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_CHARS) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 4 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }) },
  );
  return fc.array(piece, { minLength, maxLength }).map((parts) => parts.join(''));
}

/** Very long strings (just under and over the 64 KB body limit once quoted). */
export const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', '\u0000', '😀', 'ñ', '\ud800', ' '), fc.constantFrom(501, 4_000, 20_000, 70_000))
  .map(([c, n]) => c.repeat(n));

/** Keys that poison prototypes or confuse merges. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** An object with `key` as an own enumerable property (also `__proto__`, which a literal cannot set). */
export function withOwnKey(base: object, key: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

/** Values of every JSON type (and a few that are not quite JSON numbers). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 2 ** 53 + 2, 1e308, -1e308, '', '0', 'null', 'true', [], {}),
  edgeString(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** Raw JSON texts that stress the parser: deep nesting, many keys, duplicates, huge numbers, broken syntax. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(200, 5_000, 30_000).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.constantFrom(200, 5_000).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.constantFrom(100, 5_000).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`),
  fc.constantFrom(
    '', ' ', 'null', 'true', '0', '"x"', '[]', '{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '{"amount":1e999}',
    '{"amount":-0}', '{"amount":1E+2}', '{"amount":0x10}', '{"amount":NaN}', '{"a":1,"a":2}', '\ufeff{}', '{"\\ud800":1}',
    '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '{"a":"\\u0000"}', '{"a":"\\x00"}',
  ),
);
