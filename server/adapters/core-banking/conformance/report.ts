import type { CheckResult } from './runConformance';

/** The results as a plain-text table (check, PASS/FAIL, detail) with a closing count line. */
export function formatReport(url: string, results: CheckResult[]): string {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const lines = [
    `Core banking conformance: ${url}`,
    '',
    `${'#'.padStart(2)}  ${'Check'.padEnd(width)}  Result  Detail`,
    `${'-'.repeat(2)}  ${'-'.repeat(width)}  ------  ${'-'.repeat(20)}`,
    ...results.map((r, i) => `${String(i + 1).padStart(2)}  ${r.name.padEnd(width)}  ${r.ok ? 'PASS  ' : 'FAIL  '}  ${r.detail}`),
    '',
    `${results.filter((r) => r.ok).length} checks passed, ${results.filter((r) => !r.ok).length} failed`,
  ];
  return `${lines.join('\n')}\n`;
}
