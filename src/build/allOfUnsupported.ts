/**
 * Build-time stand-in for `@x0k/json-schema-merge` (aliased in vite.config.ts; ~5 KB gzip on
 * /apply). @rjsf/utils only uses it to merge `allOf`, which no form schema uses
 * (tests/unit/formSchemaKeywords.test.ts keeps it so). Merging throws an error that says so.
 */

function unsupported(): never {
  throw new Error('allOf is not supported in form schemas: the browser build leaves out @x0k/json-schema-merge (src/build/allOfUnsupported.ts)');
}

const noop = () => ({});

export const createComparator = () => ({ compareSchemaDefinitions: noop, compareSchemaValues: noop });
export const createMerger = () => ({ mergeArrayOfSchemaDefinitions: unsupported });
export const createIntersector = () => unsupported;
export const createDeduplicator = () => unsupported;
export const createShallowAllOfMerge = () => unsupported;
