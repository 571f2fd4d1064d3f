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
  const steps: FunnelSlice['steps'] = [];
  let previous: number | null = null;
  for (const step of FUNNEL_STEPS) {
    if (byLanguage && step === 'MAIN_APPLY') continue;
    const applications = counts.get(step) ?? 0;
    steps.push({ step, applications, conversion: previous ? Math.round((applications / previous) * 10_000) / 10_000 : null });
    previous = applications;
  }
  const denied_by_reason: Record<string, number> = {};
  for (const r of input.reasons) denied_by_reason[r.key] = (denied_by_reason[r.key] ?? 0) + r.n;
  const outcomes = Object.fromEntries(OUTCOME_KEYS.map((k) => [k, sum(input.outcomes, k)])) as Record<(typeof OUTCOME_KEYS)[number], number>;
  return { key, steps, outcomes: { ...outcomes, denied_by_reason } };
}

/** The part of the counts for which `keep(product, language)` holds. */
export function filterInput(input: FunnelInput, keep: (product: string, language: string) => boolean): FunnelInput {
  const f = (rows: FunnelCount[]) => rows.filter((r) => keep(r.product, r.language));
  return { codes: f(input.codes), verified: f(input.verified), steps: f(input.steps), outcomes: f(input.outcomes), reasons: f(input.reasons) };
}
