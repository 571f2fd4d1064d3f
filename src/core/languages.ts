/** Languages of the product; the first is the default. */
export const LANGUAGES = ['en', 'es'] as const;

/** One product language. */
export type Language = (typeof LANGUAGES)[number];
