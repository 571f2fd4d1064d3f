/**
 * The loan agreement as data: what the domain hands an e-signature provider (ports.ts) and
 * what every provider renders and signs. Pure data, no behaviour.
 */
import type { LoanSchedule } from '../../src/core/application';
import type { SignatureMethod } from '../../src/core/flow/channelTypes';

/** The two languages every document and page exists in. */
export type Language = import('../../src/core/languages').Language;

/** One scheduled payment (an optional extra on a loan schedule). */
export interface ScheduledPayment {
  /** YYYY-MM-DD due date. */
  date: string;
  /** Dollars. */
  amount: number;
}

/**
 * A loan schedule as the agreement reads it: the shared schedule plus the optional extras
 * the pricing engine may add (payment list, application fee, note rate).
 */
export type AgreementLoan = LoanSchedule & {
  payments?: ScheduledPayment[];
  /** Application fee in dollars: a prepaid finance charge deducted from the proceeds (see server/domain/pricing). */
  application_fee?: number;
  /** Contract (note) interest rate as a fraction. */
  note_rate?: number;
};

/** Everything the loan agreement document is rendered from. Pure data, no behaviour. */
export interface AgreementData {
  language: Language;
  /** The application's short reference a member can read aloud (`PAL-7Q4K-2M`). */
  reference: string;
  institution: { name: string; address: string; phone: string };
  borrower: { firstName: string; lastName: string };
  loan: AgreementLoan;
  autopay: {
    enabled: boolean;
    /** APR discount as a fraction (0.01 = 1 percentage point). */
    discount: number;
  };
  /** The member's checking account that receives the funds (and pays, with autopay). */
  account: { description: string; lastFour: string };
  dates: {
    /** YYYY-MM-DD date the agreement is made. */
    agreementDate: string;
  };
  /** Late charge in dollars, if the product has one; none when absent or 0. */
  lateCharge?: { amount: number; graceDays: number };
  /**
   * How the member signs in the built-in ceremony: `typed` (absent: consent box and typed name)
   * or `click` (one press of "Agree and sign" as the name on file), from the member's channel
   * (flow JSON `channels.<name>.signature`).
   */
  signatureMethod?: SignatureMethod;
}

/** The signature the signer applied, as recorded by the provider. */
export interface SignatureRecord {
  /** The full name the signer typed, or, signed by a press (`method: 'click'`), the name on file. */
  name: string;
  /** `click`: signed by one press of "Agree and sign" as the name on file (a launched member); absent: typed. */
  method?: SignatureMethod;
  /** ISO-8601 UTC instant. */
  signedAt: string;
  ip: string;
  userAgent: string;
  /** SHA-256 hex of the exact agreement HTML shown to the signer. */
  documentSha256: string;
  /** ISO-8601 UTC instant the E-SIGN consent box was checked and submitted. */
  consentGivenAt: string;
}

/** One entry of an envelope's event timeline, as printed on the audit page. */
export interface SigningAuditEvent {
  type: string;
  /** ISO-8601 UTC instant. */
  at: string;
  detail?: string;
}
