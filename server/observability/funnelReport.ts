import { STEPS } from '../../src/core/steps';
import type { FunnelRow } from './funnel';

/** The channels an application arrives by, in the report's column order. */
export const CHANNELS = ['web', 'launch'] as const;

/**
 * The funnel of one product as printable lines: each step's count, its share of the first step
 * and of the step before, then the count per language and per channel (`web`: the apply form and
 * a one-time code; `launch`: from online banking, which starts at the first form step).
 */
export function funnelLines(rows: FunnelRow[], product: string): string[] {
  const total = new Map<string, number>();
  const byLanguage = new Map<string, Map<string, number>>();
  const byChannel = new Map<string, Map<string, number>>(CHANNELS.map((c) => [c, new Map<string, number>()]));
  const add = (map: Map<string, Map<string, number>>, key: string, step: string, n: number) => {
    const counts = map.get(key) ?? new Map<string, number>();
    counts.set(step, (counts.get(step) ?? 0) + n);
    map.set(key, counts);
  };
  for (const r of rows.filter((x) => x.product === product)) {
    total.set(r.step, (total.get(r.step) ?? 0) + r.applications);
    add(byChannel, r.channel || 'web', r.step, r.applications);
    if (r.language) add(byLanguage, r.language, r.step, r.applications);
  }
  const languages = [...byLanguage.keys()].sort();
  const channels = [...byChannel.keys()];
  const steps = STEPS.filter((s) => total.has(s));
  const first = total.get(steps[0]) ?? 0;
  const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');
  const lines = [`${product}`, `  ${'step'.padEnd(34)}${'count'.padStart(7)}${'of first'.padStart(10)}${'of prev'.padStart(9)}${languages.map((l) => l.padStart(7)).join('')}${channels.map((c) => c.padStart(8)).join('')}`];
  let previous = first;
  for (const step of steps) {
    const n = total.get(step) ?? 0;
    lines.push(`  ${step.padEnd(34)}${String(n).padStart(7)}${pct(n, first).padStart(10)}${pct(n, previous).padStart(9)}${languages.map((l) => String(byLanguage.get(l)?.get(step) ?? '').padStart(7)).join('')}${channels.map((c) => String(byChannel.get(c)?.get(step) ?? 0).padStart(8)).join('')}`);
    previous = n;
  }
  return lines;
}

