/** Where the applicant's generated module goes (src/core/apiSchemas.generated.ts). */
export const OUTPUT: string;
/** Where the staff console's generated module goes (src/staff/api/staffApiSchemas.generated.ts). */
export const STAFF_OUTPUT: string;
/** The applicant's generated module's text. */
export function generatedApiSchemas(): string;
/** The staff console's generated module's text. */
export function generatedStaffApiSchemas(): string;
