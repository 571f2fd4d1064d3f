import { STEPS } from '../../src/core/steps';
import type { FunnelRow } from './funnel';

/** The funnel of one product as printable lines: each step's count, its share of the first step and of the step before. */
export function funnelLines(rows: FunnelRow[], product: string): string[] {
  const total = new Map<string, number>();
  const byLanguage = new Map<string, Map<string, number>>();
  for (const r of rows.filter((x) => x.product === product)) {
    total.set(r.step, (total.get(r.step) ?? 0) + r.applications);
    if (!r.language) continue;
    const lang = byLanguage.get(r.language) ?? new Map<string, number>();
    lang.set(r.step, r.applications);
    byLanguage.set(r.language, lang);
  }
  const languages = [...byLanguage.keys()].sort();
  const steps = STEPS.filter((s) => total.has(s));
  const first = total.get(steps[0]) ?? 0;
  const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');
  const lines = [`${product}`, `  ${'step'.padEnd(34)}${'count'.padStart(7)}${'of first'.padStart(10)}${'of prev'.padStart(9)}${languages.map((l) => l.padStart(7)).join('')}`];
  let previous = first;
  for (const step of steps) {
    const n = total.get(step) ?? 0;
    lines.push(`  ${step.padEnd(34)}${String(n).padStart(7)}${pct(n, first).padStart(10)}${pct(n, previous).padStart(9)}${languages.map((l) => String(byLanguage.get(l)?.get(step) ?? '').padStart(7)).join('')}`);
    previous = n;
  }
  return lines;
}

