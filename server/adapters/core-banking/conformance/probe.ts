import { coreBankingContract, type OperationId } from '../contract';
import type { ContractError } from '../contractTypes';

/** One raw answer of the core under test. */
export interface ProbeAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when it is not JSON. */
  body: unknown;
}

/** A call as the suite sends it: raw, so that it can leave out the token or the key on purpose. */
export interface ProbeRequest {
  method: 'GET' | 'POST';
  /** Path below the base URL, with its query. */
  path: string;
  body?: unknown;
  /** A raw body (e.g. broken JSON) instead of `body`. */
  rawBody?: string;
  /** false: no Authorization header; a string: this token instead of the right one. */
  auth?: false | string;
  idempotencyKey?: string;
}

/** A check that did not hold: its message says what was expected and what came. */
export class CheckFailure extends Error {}

/** Sends raw calls to the core under test, each with its own AbortSignal.timeout. */
export class Probe {
  constructor(private readonly baseUrl: string, private readonly token: string, private readonly timeoutMs: number) {}

  async send(req: ProbeRequest): Promise<ProbeAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (req.auth !== false) headers.authorization = `Bearer ${req.auth ?? this.token}`;
    if (req.idempotencyKey) headers['idempotency-key'] = req.idempotencyKey;
    const payload = req.rawBody ?? (req.body !== undefined ? JSON.stringify(req.body) : undefined);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${req.path}`, { method: req.method, headers, body: payload, signal: AbortSignal.timeout(this.timeoutMs) });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : 'error';
      throw new CheckFailure(`${req.method} ${req.path.split('?')[0]}: ${name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : `network error (${name})`}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, text, body };
  }
}

/**
 * Checks an answer against the contract: one of `statuses`, a JSON body, the documented schema
 * of `operation` for that status, and for an error the `code` (when given) and a status_code
 * equal to the HTTP status. Answers the body.
 */
export function expectAnswer<T>(answer: ProbeAnswer, operation: OperationId, statuses: number[], code?: string): T {
  const what = `${operation}`;
  if (!statuses.includes(answer.status)) {
    const got = (answer.body as ContractError | undefined)?.error?.error_code;
    throw new CheckFailure(`${what}: expected ${statuses.join(' or ')}, got ${answer.status}${got ? ` ${got}` : ''}`);
  }
  if (answer.body === undefined) throw new CheckFailure(`${what}: ${answer.status} without a JSON body`);
  if (!/^application\/(.+\+)?json/i.test(answer.headers.get('content-type') ?? '')) throw new CheckFailure(`${what}: ${answer.status} without Content-Type application/json`);
  const problems = coreBankingContract().checkResponse(operation, answer.status, answer.body);
  if (problems.length) throw new CheckFailure(`${what}: ${answer.status} body does not match the contract: ${problems.slice(0, 3).map((p) => `${p.field || '/'} ${p.message}`).join('; ')}`);
  if (answer.status >= 400) {
    const { error } = answer.body as ContractError;
    if (error.status_code !== answer.status) throw new CheckFailure(`${what}: error status_code ${error.status_code} differs from the HTTP status ${answer.status}`);
    if (code && error.error_code !== code) throw new CheckFailure(`${what}: expected error_code ${code}, got ${error.error_code}`);
  }
  return answer.body as T;
}

/** Throws a CheckFailure with `message` unless `condition`. */
export function expectThat(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}
