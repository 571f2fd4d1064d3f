import type { Answer, HostileRequest } from './client';

/** Secrets of the test applicants that must never come back nor reach the log. */
export class SecretWatch {
  private readonly ssns = new Set<string>();
  private readonly dobs = new Set<string>();

  /** Watches an applicant's SSN (9 digits) and, for the named test applicants, the date of birth. */
  add(ssn: string, dob?: string): void {
    if (/^\d{9}$/.test(ssn)) this.ssns.add(ssn);
    if (dob && /^\d{4}-\d{2}-\d{2}$/.test(dob)) this.dobs.add(dob);
  }

  /** The secrets found in `text` (an SSN as 9 digits or 3-2-4, a DOB as YYYY-MM-DD or MM/DD/YYYY). */
  find(text: string): string[] {
    const found = new Set<string>();
    for (const m of text.matchAll(/(?<!\d)(\d{3})-?(\d{2})-?(\d{4})(?!\d)/g)) {
      const ssn = m[1] + m[2] + m[3];
      if (this.ssns.has(ssn)) found.add(`SSN ${ssn}`);
    }
    for (const dob of this.dobs) {
      const [y, mo, d] = dob.split('-');
      if (text.includes(dob) || text.includes(`${mo}/${d}/${y}`)) found.add(`DOB ${dob}`);
    }
    return [...found];
  }
}

/** True for the paths of the API (answers there are JSON, never the app page). */
export function isApiPath(path: string): boolean {
  const p = path.split('?')[0];
  return p === '/api' || p.startsWith('/api/');
}

/** What only the app page (index.html with the brand embedded) carries. */
const APP_PAGE_MARK = 'id="brand-config"';

/** Statuses the server may answer on purpose from an upstream failure (documented, with the error payload). */
const DOCUMENTED_5XX = new Set(['502 FAILED_TO_SEND_OTP', '503 PROCESSING_ERROR']);

/** Whether `body` is the error payload `{ error: { message, status_code, error_code, details } }` for `status`. */
export function errorPayloadProblem(status: number, body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'non-2xx answer is not JSON';
  }
  const error = (parsed as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== 'object') return 'non-2xx answer without the error object';
  if (typeof error.message !== 'string' || typeof error.error_code !== 'string' || !('details' in error)) return 'error payload misses message, error_code or details';
  if (error.status_code !== status) return `error.status_code ${String(error.status_code)} differs from HTTP ${status}`;
  return undefined;
}

function contentType(answer: Answer): string {
  const value = answer.headers['content-type'];
  return (Array.isArray(value) ? value[0] : value ?? '').toLowerCase();
}

/** Every rule `answer` breaks (empty when it is fine). */
export function checkAnswer(req: HostileRequest, answer: Answer, secrets: SecretWatch): string[] {
  const problems: string[] = [];
  const type = contentType(answer);
  if (answer.status === 0) return [`no answer (${answer.error ?? 'connection closed'})`];
  if (answer.status >= 500) {
    const code = /"error_code":"([A-Z_]+)"/.exec(answer.body)?.[1];
    if (!DOCUMENTED_5XX.has(`${answer.status} ${code}`)) problems.push(`5xx answer`);
  }
  const ok = answer.status >= 200 && answer.status < 300;
  if (!ok && req.method !== 'HEAD') {
    const pageAnswer = !isApiPath(req.path) && type.startsWith('text/html');
    if (!pageAnswer) {
      if (!type.startsWith('application/json')) problems.push(`non-2xx answer with content-type "${type || 'none'}"`);
      else {
        const problem = errorPayloadProblem(answer.status, answer.body);
        if (problem) problems.push(problem);
      }
    }
  }
  if (isApiPath(req.path) && type.startsWith('text/html') && answer.body.includes(APP_PAGE_MARK)) problems.push('API path answered with the app page (text/html)');
  for (const secret of secrets.find(answer.body)) problems.push(`answer contains ${secret.split(' ')[0]}`);
  return problems;
}
