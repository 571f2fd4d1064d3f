import type { BrandAnswer } from './apiTypes';

/** A text in each language of the product. */
export type PerLanguage = BrandAnswer['disclosure'];

/**
 * The brand of a white-label deployment: a brand file, derived from its schema
 * (schemas/brand.schema.json, src/core/apiTypes.ts), without the file's own `$schema` link.
 * `logo` is the path of the logo served from public/ (e.g. `/logo.svg`); `colors` the ramp,
 * shades "10" (darkest) to "160" (lightest), `#rrggbb`.
 */
export type Brand = Omit<BrandAnswer, '$schema'>;
