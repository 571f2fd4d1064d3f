import { describe, expect, it } from 'vitest';
import { createCustomEqual as realCreateCustomEqual } from 'fast-equals';
import { createCustomEqual } from '../../../src/build/fastEqualsLite';

/** Configured exactly as @rjsf/utils/lib/deepEquals.js configures fast-equals. */
const options = {
  circular: true,
  createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }),
};
const lite = createCustomEqual(options);
const real = realCreateCustomEqual(options as never) as (a: unknown, b: unknown) => boolean;

const circularA: Record<string, unknown> = { name: 'a' };
circularA.self = circularA;
const circularB: Record<string, unknown> = { name: 'a' };
circularB.self = circularB;
const circularC: Record<string, unknown> = { name: 'c' };
circularC.self = circularC;
const nullProto = Object.assign(Object.create(null) as object, { a: 1 });
class Thing {
  constructor(public v: number) {}
}
const noop = () => undefined;

const pairs: [string, unknown, unknown][] = [
  ['same numbers', 1, 1],
  ['different numbers', 1, 2],
  ['NaN', NaN, NaN],
  ['+0 and -0', 0, -0],
  ['number and string', 1, '1'],
  ['null and undefined', null, undefined],
  ['null and object', null, {}],
  ['strings', 'abc', 'abc'],
  ['different strings', 'abc', 'abd'],
  ['functions', noop, () => 1],
  ['function and object', noop, {}],
  ['form data', { firstName: 'Maria', amount: 500, tags: ['a', 'b'] }, { firstName: 'Maria', amount: 500, tags: ['a', 'b'] }],
  ['form data, changed field', { firstName: 'Maria', amount: 500 }, { firstName: 'Maria', amount: 501 }],
  ['extra key', { a: 1 }, { a: 1, b: undefined }],
  ['undefined value vs missing other key', { a: 1, b: undefined }, { a: 1, c: undefined }],
  ['key order', { a: 1, b: 2 }, { b: 2, a: 1 }],
  ['nested schema', { type: 'object', properties: { x: { enum: { $data: '1/ids' } } } }, { type: 'object', properties: { x: { enum: { $data: '1/ids' } } } }],
  ['nested schema differs', { properties: { x: { minimum: 1 } } }, { properties: { x: { minimum: 2 } } }],
  ['arrays', [1, [2, 3]], [1, [2, 3]]],
  ['array lengths', [1, 2], [1, 2, 3]],
  ['array and object', [1], { 0: 1 }],
  ['dates', new Date(5), new Date(5)],
  ['different dates', new Date(5), new Date(6)],
  ['regexps', /a/g, /a/g],
  ['regexp flags', /a/g, /a/i],
  ['maps', new Map([['k', { v: 1 }]]), new Map([['k', { v: 1 }]])],
  ['maps differ', new Map([['k', 1]]), new Map([['k', 2]])],
  ['sets', new Set([1, 2]), new Set([2, 1])],
  ['sets differ', new Set([1, 2]), new Set([1, 3])],
  ['class instances', new Thing(1), new Thing(1)],
  ['class instance and object', new Thing(1), { v: 1 }],
  ['null prototype objects', nullProto, Object.assign(Object.create(null) as object, { a: 1 })],
  ['null prototype and plain object', nullProto, { a: 1 }],
  ['circular equal', circularA, circularB],
  ['circular different', circularA, circularC],
  ['objects holding functions', { onChange: noop, v: 1 }, { onChange: () => 2, v: 1 }],
  ['error schemas', { __errors: ['required'], ssn: { __errors: [] } }, { __errors: ['required'], ssn: { __errors: [] } }],
];

describe('fast-equals stand-in of the browser build', () => {
  it.each(pairs)('answers like fast-equals: %s', (_name, a, b) => {
    expect(lite(a, b)).toBe(real(a, b));
    expect(lite(b, a)).toBe(real(b, a));
  });

  it('the cases cover both answers', () => {
    const answers = new Set(pairs.map(([, a, b]) => real(a, b)));
    expect(answers).toEqual(new Set([true, false]));
  });
});
