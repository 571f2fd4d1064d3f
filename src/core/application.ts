import type { ApplicationView } from './apiTypes';

/**
 * The application as the server answers it (SPEC section 3), derived from
 * schemas/api/application-view.schema.json (src/core/apiTypes.ts).
 */
export type { ApplicationView } from './apiTypes';

/** A checking account offered for the deposit (SPEC section 3). */
export type CheckingAccount = NonNullable<ApplicationView['checking_accounts']>[number];

/** One loan schedule of an offer (SPEC section 3). Money in dollars, rates as fractions; a product may add fields (payment list, fee, APR before discount...). */
export type LoanSchedule = NonNullable<ApplicationView['loan_schedules']>[number];
