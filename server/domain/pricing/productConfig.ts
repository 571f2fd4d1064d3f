import type { DecisionRule } from '../decision/decisionRules';

/** NCUA payday alternative loan programme the product follows (12 CFR 701.21(c)(7)(iii)-(iv)). */
export type PalType = 'PAL_I' | 'PAL_II';

/** Payday-loan comparison assumptions shown next to each offer. */
export interface PaydayAssumptions {
  /** Payday lender's fee per $100 borrowed per period, in dollars (15 = $15 per $100). */
  feePer100: number;
  /** Length of one payday loan in days (14). */
  periodDays: number;
  /** true: the payday loan is rolled over, paying the fee again, for the whole PAL term. */
  rolledOver: boolean;
}

/** Military Lending Act treatment of covered borrowers (32 CFR 232). */
export interface MlaSettings {
  /** Military APR cap as a fraction (0.36). */
  maprCap: number;
  /** true: covered borrowers pay no application fee. */
  waiveFee: boolean;
}

/**
 * flows/{product}.product.json: everything the pricing and decision engines read. Rates are
 * fractions, money is dollars. See server/domain/pricing/README.md.
 */
export interface ProductConfig {
  $schema?: string;
  $comment?: string;
  product: string;
  loan: { minAmount: number; maxAmount: number };
  palType: PalType;
  /** Note (contract) interest rate before any autopay discount. */
  noteRate: number;
  /** Application fee in dollars, a prepaid finance charge deducted from the proceeds. */
  applicationFee: number;
  /** true: lower the fee of an offer to the largest one keeping its APR within the 28% cap. */
  reduceFeeToMeetAprCap: boolean;
  /** Terms offered, in months; one schedule per term. */
  termsMonths: number[];
  /** Days from funding to the first payment; null for one calendar month after funding. */
  firstPaymentDaysAfterFunding: number | null;
  /** Note-rate discount (fraction) when the member enables automatic payments. */
  autopayAprDiscount: number;
  payday: PaydayAssumptions;
  mla: MlaSettings;
  /** The core banking system's codes of the product, sent with every booking. */
  core: CoreProductCodes;
  decision: { rules: DecisionRule[] };
}

/** The core's own codes of a product (its product file), sent as the booking's `core_codes`. */
export interface CoreProductCodes {
  /** The core's loan type code. */
  loanType: string;
  /** Loan purpose code (regulatory reporting). */
  purposeCode: string;
  /** Branch the loans are booked at. */
  branchCode: string;
  /** Loan officer code of the online channel. */
  officerCode: string;
}
