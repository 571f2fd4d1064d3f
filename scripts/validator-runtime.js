// ESM copies of the Ajv runtime helpers that precompiled validators call (ajv/dist/runtime/*
// is CommonJS). Copied to src/generated/validator-runtime.js by precompile-validators.mjs.

/** Length of a string in Unicode code points (ajv/dist/runtime/ucs2length). */
function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/** Deep equality of JSON values (fast-deep-equal, as ajv/dist/runtime/equal). */
function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (let i = a.length; i-- !== 0; ) if (!equal(a[i], b[i])) return false;
      return true;
    }
    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (let i = keys.length; i-- !== 0; ) if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
    for (let i = keys.length; i-- !== 0; ) if (!equal(a[keys[i]], b[keys[i]])) return false;
    return true;
  }
  return a !== a && b !== b;
}

export const runtime = {
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv/dist/runtime/equal': { default: equal },
};
