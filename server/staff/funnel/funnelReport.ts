import { STEPS, type Step } from '../../../src/core/steps';
import type { FunnelCount } from './funnelQueries';

/** The funnel's steps, in flow order: from the apply form to a completed loan. */
export const FUNNEL_STEPS: readonly Step[] = STEPS.slice(0, STEPS.indexOf('APPLICATION_COMPLETED') + 1);

const OUTCOME_KEYS = ['approved', 'denied', 'manual_review', 'funded', 'canceled', 'declined', 'processing_error'] as const;

/** One slice of the report (schemas/api/staff/funnel-slice.schema.json). */
export interface FunnelSlice {
  key: string;
  steps: { step: string; applications: number; conversion: number | null }[];
  outcomes: Record<(typeof OUTCOME_KEYS)[number], number> & { denied_by_reason: Record<string, number> };
}

/** The counts of the queries, each with the slice keys it belongs to. */
export interface FunnelInput {
  codes: FunnelCount[];
  verified: FunnelCount[];
  steps: FunnelCount[];
  outcomes: FunnelCount[];
  reasons: FunnelCount[];
}

/** Steps with their counts, each with its share of the step before (null first, or after a step with none). */
function withConversion(counts: Array<[string, number]>): FunnelSlice['steps'] {
  let previous: number | null = null;
  return counts.map(([step, applications]) => {
    const conversion = previous ? Math.round((applications / previous) * 10_000) / 10_000 : null;
    previous = applications;
    return { step, applications, conversion };
  });
}

const sum = (rows: FunnelCount[], key: string) => rows.filter((r) => r.key === key).reduce((n, r) => n + r.n, 0);

/**
 * One slice from the counts that belong to it. `byLanguage`: the apply step has no language
 * (codes are sent before it is known), so the slice starts at OTP_VERIFY, counted as the
 * applications that verified in that language.
 */
export function funnelSlice(key: string, input: FunnelInput, byLanguage: boolean): FunnelSlice {
  const counts = new Map<string, number>();
  if (byLanguage) counts.set('OTP_VERIFY', sum(input.verified, 'VERIFIED'));
  else for (const step of ['MAIN_APPLY', 'OTP_VERIFY']) counts.set(step, sum(input.codes, step));
  for (const r of input.steps) if (r.key !== 'MAIN_APPLY' && r.key !== 'OTP_VERIFY') counts.set(r.key, (counts.get(r.key) ?? 0) + r.n);
  const steps = withConversion(FUNNEL_STEPS.filter((step) => !(byLanguage && step === 'MAIN_APPLY')).map((step) => [step, counts.get(step) ?? 0]));
  const denied_by_reason: Record<string, number> = {};
  for (const r of input.reasons) denied_by_reason[r.key] = (denied_by_reason[r.key] ?? 0) + r.n;
  const outcomes = Object.fromEntries(OUTCOME_KEYS.map((k) => [k, sum(input.outcomes, k)])) as Record<(typeof OUTCOME_KEYS)[number], number>;
  return { key, steps, outcomes: { ...outcomes, denied_by_reason } };
}

/** The part of the counts for which `keep(product, language, channel)` holds. */
export function filterInput(input: FunnelInput, keep: (product: string, language: string, channel: string) => boolean): FunnelInput {
  const f = (rows: FunnelCount[]) => rows.filter((r) => keep(r.product, r.language, r.channel));
  return { codes: f(input.codes), verified: f(input.verified), steps: f(input.steps), outcomes: f(input.outcomes), reasons: f(input.reasons) };
}

/** The channels an application arrives by: the apply form and a one-time code, or a launch from online banking. */
export const FUNNEL_CHANNELS = ['web', 'launch'] as const;

/**
 * The slice of one channel. `web` is the funnel from the apply form (codes sent, codes verified,
 * then every step). A launch sends no code: its slice starts at the first step after the code
 * (the loan amount), so its conversion is not diluted by steps it never passes.
 */
export function channelSlice(channel: (typeof FUNNEL_CHANNELS)[number], input: FunnelInput): FunnelSlice {
  const slice = funnelSlice(channel, filterInput(input, (_p, _l, c) => c === channel), false);
  if (channel === 'web') return slice;
  const after = slice.steps.filter((s) => s.step !== 'MAIN_APPLY' && s.step !== 'OTP_VERIFY');
  return { ...slice, steps: withConversion(after.map((s) => [s.step, s.applications])) };
}

/** Key of the language slice that holds what no language accounts for. */
export const UNKNOWN_LANGUAGE = 'unknown';

/**
 * What the language slices leave out of `total`, as a slice of its own (key 'unknown'), or null
 * when they add up already: one-time codes sent (MAIN_APPLY, before any language is known), codes
 * verified that started no application (a returning applicant signing in again), and anything
 * else no application's language covers. With it the language slices add up to the total, step by
 * step and outcome by outcome.
 */
export function unknownLanguageSlice(total: FunnelSlice, languages: FunnelSlice[]): FunnelSlice | null {
  const rest = (n: number, counted: number) => Math.max(0, n - counted);
  const stepOf = (slice: FunnelSlice, step: string) => slice.steps.find((s) => s.step === step)?.applications ?? 0;
  const steps = withConversion(total.steps.map((s) => [s.step, rest(s.applications, languages.reduce((n, l) => n + stepOf(l, s.step), 0))]));
  const outcomes = Object.fromEntries(
    OUTCOME_KEYS.map((k) => [k, rest(total.outcomes[k], languages.reduce((n, l) => n + l.outcomes[k], 0))]),
  ) as Record<(typeof OUTCOME_KEYS)[number], number>;
  const denied_by_reason: Record<string, number> = {};
  for (const [reason, n] of Object.entries(total.outcomes.denied_by_reason)) {
    const left = rest(n, languages.reduce((m, l) => m + (l.outcomes.denied_by_reason[reason] ?? 0), 0));
    if (left) denied_by_reason[reason] = left;
  }
  const any = steps.some((s) => s.applications) || Object.values(outcomes).some(Boolean) || Object.keys(denied_by_reason).length > 0;
  return any ? { key: UNKNOWN_LANGUAGE, steps, outcomes: { ...outcomes, denied_by_reason } } : null;
}
