/**
 * What the core banking system says about a signed-in member that a channel may prefill from:
 * facts only, never the SSN or the date of birth (a prefilled value is stored on the
 * application and shown to the member).
 */
export interface CoreFacts {
  /** The member's open checking accounts they own (the accounts a loan can be deposited to). */
  checkingAccounts: ReadonlyArray<{ account_id: string }>;
  /**
   * The member's recurring monthly housing payment the core sees, in dollars (a mortgage with
   * the credit union, or a recurring rent debit); absent when it sees none.
   */
  monthlyHousingPayment?: number;
}

/**
 * A prefill source: the value it supplies for a member (a string such as an account id, or a
 * number such as an amount in dollars), or undefined when it has none.
 */
export type PrefillSource = (facts: CoreFacts) => string | number | undefined;

/**
 * The prefill sources a flow's `channels.<name>.prefill` may name. Add one here (and to
 * docs/product-owners.md) to offer a new fact; the flow checker refuses any other name.
 */
export const PREFILL_SOURCES: Readonly<Record<string, PrefillSource>> = {
  /** The account id of the member's one open checking account; none when they have several (the member chooses). */
  'core.onlyCheckingAccount': (facts) => (facts.checkingAccounts.length === 1 ? facts.checkingAccounts[0].account_id : undefined),
  /**
   * The member's recurring monthly housing payment in dollars (a mortgage with the credit union,
   * or a recurring rent debit the core sees); none when the core sees none (the member types it).
   */
  'core.monthlyHousingPayment': (facts) => facts.monthlyHousingPayment,
};

/** Names of {@link PREFILL_SOURCES}. */
export const PREFILL_SOURCE_NAMES: readonly string[] = Object.keys(PREFILL_SOURCES);
