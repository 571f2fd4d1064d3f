import type { Step } from '../steps';

/**
 * The channels a flow can declare: how a member arrives besides the web's apply form and
 * one-time code (which is the flow itself, unchanged). `launch`: from online banking, signed in
 * by the platform (docs/online-banking.md).
 */
export const CHANNEL_NAMES = ['launch'] as const;

/** One of {@link CHANNEL_NAMES}. */
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/**
 * What a channel changes in a flow (`channels.<name>` of a flow file):
 *
 * - `skip`: steps a member arriving this way does not open. The sign-in steps (MAIN_APPLY,
 *   OTP_VERIFY) are replaced by the channel's own sign-in. A form step that stores answers is
 *   skipped for a member only when `prefill` supplies each of its stored fields for that member
 *   and the values pass the step's own form schema and checks; otherwise the member fills it as
 *   on the web. Disclosures and the steps the server runs (review, decision, offers, signing)
 *   are never skipped (the flow checker refuses them).
 * - `prefill`: per skipped form step, form field -> prefill source
 *   (`core.onlyCheckingAccount`, `core.monthlyHousingPayment`, ...: src/core/flow/prefillSources.ts).
 */
export interface ChannelSteps {
  $comment?: string;
  skip: Step[];
  prefill?: Partial<Record<Step, Record<string, string>>>;
  /**
   * Which offer is chosen for the member when the offers show ({@link OFFER_PRESELECTIONS});
   * absent: none, the member picks one (the web). The member can still pick another before
   * accepting; the Truth in Lending disclosures of every offer are shown as on the web.
   */
  preselectOffer?: OfferPreselection;
  /**
   * How the member signs the agreement in the built-in e-signature ceremony
   * ({@link SIGNATURE_METHODS}): `typed` (the E-SIGN consent box and the name typed; the web)
   * or `click` (one press of "Agree and sign", which states the consent, as the name on file:
   * the platform signed the member in, and the core gave the name). DocuSign keeps its own ceremony.
   */
  signature?: SignatureMethod;
  /**
   * Per form step, the uiSchema (a path under schemas/, like the step's own `form.uiSchema`) a
   * member arriving this way sees instead of the step's own: how the form looks and is answered
   * (e.g. the loan purpose as one-press choices). The step's form schema, checks and what it
   * stores stay the same, and the server validates the answer as on the web.
   */
  ui?: Partial<Record<Step, string>>;
}

/** The offer a channel may preselect: `lowestFinanceCharge`, the offer that costs the member least (fewer payments on a tie). */
export const OFFER_PRESELECTIONS = ['lowestFinanceCharge'] as const;

/** One of {@link OFFER_PRESELECTIONS}. */
export type OfferPreselection = (typeof OFFER_PRESELECTIONS)[number];

/** The ways a member signs in the built-in ceremony: `typed` (consent box and typed name) or `click` (one press as the name on file). */
export const SIGNATURE_METHODS = ['typed', 'click'] as const;

/** One of {@link SIGNATURE_METHODS}. */
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** The `channels` of a flow file, by channel name. */
export type FlowChannels = Partial<Record<ChannelName, ChannelSteps>>;
