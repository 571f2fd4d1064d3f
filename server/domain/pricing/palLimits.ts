import type { PalType } from './productConfig';

/** Limits NCUA sets for every PAL (12 CFR 701.21(c)(7)(iii)) and the MLA for covered borrowers. */
export const PAL_LIMITS = {
  /** 1000 bps above the 18% usury ceiling of 12 CFR 701.21(c)(7)(i). */
  maxApr: 0.28,
  /** Application fee reflecting actual costs, at most $20. */
  maxApplicationFee: 20,
  /** At most this many PALs in any rolling 6-month period. */
  maxPalsInSixMonths: 3,
  /** One PAL at a time. */
  maxOpenPals: 1,
  /** PAL I: at least one month of membership. */
  palIMinMembershipDays: 30,
  /** Military Lending Act MAPR cap. */
  maxMilitaryApr: 0.36,
} as const;

/** Amount and term range of each PAL type. */
export const PAL_TYPE_LIMITS: Record<PalType, { minAmount: number; maxAmount: number; minMonths: number; maxMonths: number }> = {
  PAL_I: { minAmount: 200, maxAmount: 1000, minMonths: 1, maxMonths: 6 },
  PAL_II: { minAmount: 1, maxAmount: 2000, minMonths: 1, maxMonths: 12 },
};
