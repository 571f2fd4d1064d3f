/**
 * Build-time stand-in for `fast-equals` (vite.config.ts aliases it; only @rjsf/utils'
 * deepEquals uses it, through `createCustomEqual({ circular: true, createCustomConfig })`).
 * The same answers as fast-equals' loose deep equality for what forms compare (form data,
 * schemas, uiSchemas, error schemas): primitives by SameValue, functions by the custom
 * comparator, plain, null-prototype and class-instance objects by own enumerable keys, arrays,
 * dates, regular expressions, maps and sets by content; objects of different constructors and
 * other built-in kinds (errors, typed arrays, promises ...) only when identical; circular references followed once. 2.6 KB gzip less on /apply
 * (tests/unit/build/fastEqualsLite.test.ts compares it with fast-equals).
 */

type Comparator = (a: unknown, b: unknown) => boolean;

/** The subset of fast-equals' options RJSF passes. */
export interface CustomEqualOptions {
  circular?: boolean;
  createCustomConfig?: (config: object) => { areFunctionsEqual?: (a: unknown, b: unknown) => boolean };
}

const ownKeys = (value: object) => Object.keys(value);

/** A deep equality function configured like fast-equals' `createCustomEqual`. */
export function createCustomEqual(options: CustomEqualOptions = {}): Comparator {
  const custom = options.createCustomConfig?.({}) ?? {};
  const areFunctionsEqual = custom.areFunctionsEqual ?? ((a, b) => a === b);

  function equal(a: unknown, b: unknown, seen: WeakMap<object, object>): boolean {
    if (a === b) return true;
    if (a == null || b == null || typeof a !== typeof b) return false;
    if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
    if (typeof a === 'function') return areFunctionsEqual(a, b);
    if (typeof a !== 'object') return false;
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const constructor = x.constructor;
    if (constructor !== y.constructor) return false;
    if (constructor === Date) return Object.is((a as Date).getTime(), (b as Date).getTime());
    if (constructor === RegExp) return (a as RegExp).source === (b as RegExp).source && (a as RegExp).flags === (b as RegExp).flags;
    const known = constructor === Object || constructor === Array || constructor === Map || constructor === Set || constructor === undefined;
    // Other classes: instances that are plain objects underneath compare by keys, the rest only when identical.
    if (!known && Object.prototype.toString.call(a) !== '[object Object]') return false;
    if (seen.get(a as object) === b) return true;
    seen.set(a as object, b as object);
    try {
      if (constructor === Array) {
        const left = a as unknown[];
        const right = b as unknown[];
        return left.length === right.length && left.every((item, i) => equal(item, right[i], seen));
      }
      if (constructor === Map) {
        const left = a as Map<unknown, unknown>;
        const right = b as Map<unknown, unknown>;
        if (left.size !== right.size) return false;
        const unmatched = [...right];
        return [...left].every(([key, value]) => {
          const at = unmatched.findIndex(([k, v]) => equal(key, k, seen) && equal(value, v, seen));
          return at >= 0 && unmatched.splice(at, 1).length === 1;
        });
      }
      if (constructor === Set) {
        const left = a as Set<unknown>;
        const right = [...(b as Set<unknown>)];
        if (left.size !== right.length) return false;
        return [...left].every((item) => {
          const at = right.findIndex((other) => equal(item, other, seen));
          return at >= 0 && right.splice(at, 1).length === 1;
        });
      }
      const keys = ownKeys(x);
      if (keys.length !== ownKeys(y).length) return false;
      const isElement = '$$typeof' in x;
      return keys.every((key) => {
        if (!Object.prototype.hasOwnProperty.call(y, key)) return false;
        if (isElement && (key === '_owner' || key === '_store')) return true;
        return equal(x[key], y[key], seen);
      });
    } finally {
      seen.delete(a as object);
    }
  }

  return (a, b) => equal(a, b, new WeakMap());
}
