import type { KyInstance, isHTTPError as kyIsHTTPError } from 'ky';
import { coreBankingContract, type CoreBankingContract, type OperationId } from './contract';
import type { ContractError } from './contractTypes';
import { CoreBankingCallError } from './errors';

/** Where the core is and how to call it. */
export interface CoreHttpConfig {
  /** Base URL of the contract (CORE_BANKING_URL), without a trailing slash. */
  baseUrl: string;
  /** Bearer token (CORE_BANKING_TOKEN). */
  token: string;
  /** Longest wait for one call, retries included (CORE_BANKING_TIMEOUT_MS). */
  timeoutMs: number;
  /** Extra tries of a read after a network error, 502, 503 or 504 (default 1). Writes are never retried here: the jobs do. */
  readRetries?: number;
}

/** One call: path parameters, query, body and, for writes, the Idempotency-Key. */
export interface CoreRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  idempotencyKey?: string;
  /** Put into a CoreBankingCallError (the decision reports CORE_BANKING_UNAVAILABLE for this member). */
  memberId?: string;
}

/** A successful answer, checked against the contract. */
export interface CoreAnswer<T> {
  status: number;
  body: T;
  /** The core said this is the stored answer of an earlier call with the same key (`Idempotent-Replayed: true`). */
  replayed: boolean;
}

const RETRY_STATUSES = [502, 503, 504];

function pathOf(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * A client of the core-banking contract over HTTP (ky on fetch): the bearer token on every call,
 * an AbortSignal.timeout on every call (the body's transfer included), one quick retry of a read,
 * none of a write. Every answer is checked against the contract: `expected` statuses answer their
 * body; an error payload, an undocumented status or shape, a time-out or a network error throws
 * CoreBankingCallError (without the request body or the core's message).
 */
export function coreHttpClient(config: CoreHttpConfig, contract: CoreBankingContract = coreBankingContract()) {
  // ky loads with the first call, not with the server (a deployment on the demo directory never calls a core).
  let ky: Promise<{ api: KyInstance; isHTTPError: typeof kyIsHTTPError }> | undefined;
  const loadKy = () =>
    (ky ??= import('ky').then((m) => ({
      api: m.default.create({
        prefixUrl: `${config.baseUrl}/`,
        headers: { authorization: `Bearer ${config.token}`, accept: 'application/json' },
        timeout: false,
      }),
      isHTTPError: m.isHTTPError,
    })));
  const readRetries = config.readRetries ?? 1;

  return {
    async call<T>(id: OperationId, request: CoreRequest, expected: number[]): Promise<CoreAnswer<T>> {
      const op = contract.operation(id);
      const fail = (failure: ConstructorParameters<typeof CoreBankingCallError>[1], status: number | null, code: string | null, message: string, details: unknown = null) =>
        new CoreBankingCallError(id, failure, status, code, message, details, request.memberId);
      const { api, isHTTPError } = await loadKy();
      let response: Response;
      let text: string;
      try {
        try {
          response = await api(pathOf(op.path, request.params).slice(1), {
            method: op.method,
            ...(request.body !== undefined ? { json: request.body } : {}),
            ...(request.query ? { searchParams: request.query } : {}),
            ...(request.idempotencyKey ? { headers: { 'idempotency-key': request.idempotencyKey } } : {}),
            signal: AbortSignal.timeout(config.timeoutMs),
            throwHttpErrors: (status) => !op.write && RETRY_STATUSES.includes(status),
            retry: op.write ? 0 : { limit: readRetries, methods: ['get', 'post'], statusCodes: RETRY_STATUSES, backoffLimit: 250, jitter: true },
          });
        } catch (error) {
          if (!isHTTPError(error)) throw error;
          response = error.response; // a read still failing after its retry: read its error payload below
        }
        text = await response.text();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') throw fail('TIMEOUT', null, null, `${id}: no answer within ${config.timeoutMs} ms`);
        throw fail('NETWORK', null, null, `${id}: network error (${name || 'unknown'})`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw fail('INVALID_RESPONSE', response.status, null, `${id}: answered ${response.status} without a JSON body`);
      }
      const problems = contract.checkResponse(id, response.status, body);
      if (problems.length) throw fail('INVALID_RESPONSE', response.status, null, `${id}: answered ${response.status} outside the contract (${problems[0].field || '/'} ${problems[0].message})`);
      if (expected.includes(response.status)) return { status: response.status, body: body as T, replayed: response.headers.get('idempotent-replayed') === 'true' };
      const { error } = body as ContractError;
      throw fail('REFUSED', response.status, error.error_code, `${id}: answered ${response.status} ${error.error_code}`, error.details);
    },
  };
}

/** A client of the core-banking contract. */
export type CoreHttpClient = ReturnType<typeof coreHttpClient>;
