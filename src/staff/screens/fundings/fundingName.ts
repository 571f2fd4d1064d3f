import type { FailedFunding } from '../../api/types';

/** How staff name a failed funding's application: its reference (`PAL-7Q4K-2M`), else the start of its id. */
export const applicationName = (f: FailedFunding): string => f.reference ?? f.application_id.slice(0, 8);
