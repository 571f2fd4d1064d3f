import { randomBytes, randomUUID } from 'node:crypto';
import type { Check, SuiteContext } from './context';
import { BOOKING_CHECKS, DISBURSEMENT_CHECKS, VOID_CHECKS } from './loanChecks';
import { MEMBER_CHECKS } from './memberChecks';
import { CheckFailure, Probe } from './probe';
import { loadConformanceData, testBooking, type ConformanceData } from './testData';

/** Every check, in the order they run (later ones use what earlier ones booked). */
export const CONFORMANCE_CHECKS: Check[] = [...MEMBER_CHECKS, ...BOOKING_CHECKS, ...DISBURSEMENT_CHECKS, ...VOID_CHECKS];

/** The result of one check. */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** How to run the suite. */
export interface ConformanceOptions {
  /** Base URL of the contract. */
  url: string;
  token: string;
  /** Longest wait for each answer, ms (default 10000). */
  timeoutMs?: number;
  /** Test data (default schemas/core-banking.test-data.json). */
  data?: ConformanceData;
  /** Today (default the real date), YYYY-MM-DD. */
  today?: string;
}

/**
 * Runs the conformance suite against a core (or middleware) at `url`: every check in order, each
 * answer validated against schemas/core-banking.openapi.json. Never throws for the core's sake: a
 * check that does not hold is a failed result with the reason.
 */
export async function runConformance(options: ConformanceOptions): Promise<{ ok: boolean; results: CheckResult[] }> {
  const data = options.data ?? loadConformanceData();
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const ctx: SuiteContext = {
    probe: new Probe(options.url.replace(/\/+$/, ''), options.token, options.timeoutMs ?? 10_000),
    data, today, runId: randomBytes(6).toString('hex'),
    main: testBooking(data, today, randomUUID()),
    other: testBooking(data, today, randomUUID()),
  };
  const results: CheckResult[] = [];
  for (const check of CONFORMANCE_CHECKS) {
    const missing = (check.needs ?? []).filter((need) => !ctx[need]);
    if (missing.length) {
      results.push({ name: check.name, ok: false, detail: `not run: needs the ${missing.join(' and ')} of an earlier check` });
      continue;
    }
    try {
      results.push({ name: check.name, ok: true, detail: (await check.run(ctx)) ?? '' });
    } catch (error) {
      const detail = error instanceof CheckFailure ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
      results.push({ name: check.name, ok: false, detail });
    }
  }
  return { ok: results.every((r) => r.ok), results };
}
