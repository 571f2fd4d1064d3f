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
}

/** The `channels` of a flow file, by channel name. */
export type FlowChannels = Partial<Record<ChannelName, ChannelSteps>>;
