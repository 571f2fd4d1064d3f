/** Where the generated module goes (src/core/apiSchemas.generated.ts). */
export const OUTPUT: string;
/** The generated module's text. */
export function generatedApiSchemas(): string;
