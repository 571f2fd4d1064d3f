import type { Answer, HostileRequest } from './client';

/** One distinct failure (operation + status + reason) with how often it happened and a sample request. */
export interface Failure {
  op: string;
  status: number;
  reason: string;
  count: number;
  sample: string;
  answer: string;
}

function clip(text: string, n: number): string {
  const flat = JSON.stringify(text);
  return flat.length > n ? `${flat.slice(0, n)}…(${flat.length} chars)` : flat;
}

/** Counts answers per status and per operation and collects failures, deduplicated. */
export class Report {
  readonly statuses = new Map<number, number>();
  readonly operations = new Map<string, number>();
  readonly failures = new Map<string, Failure>();
  total = 0;

  /** Records one answer and the problems found in it. */
  record(req: HostileRequest, answer: Answer, problems: string[]): void {
    this.total++;
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    this.operations.set(req.op, (this.operations.get(req.op) ?? 0) + 1);
    for (const reason of problems) this.fail(req.op, answer.status, reason, `${req.kind}: ${req.method} ${clip(req.path, 120)} headers=${clip(JSON.stringify(req.headers), 160)} body=${req.body === undefined ? '-' : clip(req.body.toString(), 160)}`, clip(answer.body, 200));
  }

  /** Records a failure that is not about one answer (limits, log). */
  fail(op: string, status: number, reason: string, sample: string, answer = ''): void {
    const key = `${op} | ${status} | ${reason}`;
    const known = this.failures.get(key);
    if (known) known.count++;
    else this.failures.set(key, { op, status, reason, count: 1, sample, answer });
  }

  /** The histogram, per-operation counts and up to 20 failures, as text. */
  format(title: string): string {
    const lines = [`== hostile run: ${title}: ${this.total} requests`, 'status histogram:'];
    for (const [status, n] of [...this.statuses].sort((a, b) => a[0] - b[0])) lines.push(`  ${status || 'no answer'}: ${n}`);
    lines.push('per operation:');
    for (const [op, n] of [...this.operations].sort()) lines.push(`  ${n.toString().padStart(6)}  ${op}`);
    const failures = [...this.failures.values()];
    lines.push(`failures: ${failures.length} distinct`);
    for (const f of failures.slice(0, 20)) lines.push(`  [${f.count}x] ${f.op} -> ${f.status}: ${f.reason}\n      request: ${f.sample}\n      answer: ${f.answer}`);
    if (failures.length > 20) lines.push(`  … ${failures.length - 20} more`);
    return lines.join('\n');
  }
}
