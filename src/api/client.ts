import type * as KyModule from 'ky';
import type { KyInstance, Options } from 'ky';
import { ApiError, apiErrorFromBody, requestFailedError, timeoutError } from './errors';
import { activeProduct } from './product';

/** Timeout of every call in ms (SPEC section 9). */
export const API_TIMEOUT_MS = 30000;

/** Retry back-off in ms: 0.3 × 2^(attempt-1) seconds (SPEC section 7). */
export function retryDelayMs(attempt: number): number {
  return 0.3 * 2 ** (attempt - 1) * 1000;
}

/** Retry policy of the generic HTTP layer (SPEC section 7): never POST, at most 2 retries. */
export const RETRY_POLICY = {
  limit: 2,
  methods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
  statusCodes: [408, 413, 429, 500, 502, 503, 504],
  delay: retryDelayMs,
} satisfies Options['retry'];

/** Base path of the calls of `product`: `/api/v1/{product}` (absolute when a page origin exists). */
export function apiBase(product: string): string {
  const path = `/api/v1/${product}`;
  return typeof window !== 'undefined' && window.location?.origin ? new URL(path, window.location.origin).href : path;
}

/** Options of the ky instance of `product`. */
export function clientOptions(product: string): Options {
  return {
    prefixUrl: apiBase(product),
    timeout: API_TIMEOUT_MS,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    retry: RETRY_POLICY,
  };
}

let kyModule: Promise<typeof KyModule> | undefined;

/**
 * Loads the HTTP library (ky) once: no page needs it before its first call, so it stays out of
 * what a page loads before it is interactive (the apply page's budget, scripts/bundle-report.mjs).
 * The apply form starts loading it when the member enters the form (src/flow/StepHost.tsx).
 */
export function loadHttpClient(): Promise<typeof KyModule> {
  return (kyModule ??= import('ky').catch((error: unknown) => {
    kyModule = undefined; // a later call tries again
    throw error;
  }));
}

let cached: { product: string; client: KyInstance } | undefined;

/** The ky instance of the active product. */
async function apiClient(): Promise<KyInstance> {
  const { default: ky } = await loadHttpClient();
  const product = activeProduct();
  if (!cached || cached.product !== product) cached = { product, client: ky.create(clientOptions(product)) };
  return cached.client;
}

/** Turns whatever a call threw into an ApiError (SPEC section 8 conversion rules). */
export async function toApiError(error: unknown, method: string, path: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  let ky: typeof KyModule | undefined;
  try {
    ky = await loadHttpClient();
  } catch {
    ky = undefined; // the library itself could not load: the call was never made
  }
  if (ky && error instanceof ky.HTTPError) {
    let text = '';
    try {
      text = await error.response.text();
    } catch {
      text = '';
    }
    return apiErrorFromBody(error.response.status, text);
  }
  if (ky && error instanceof ky.TimeoutError) return timeoutError(method, path);
  return requestFailedError(0, method, path);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What a GET may change of the client's defaults: an abort signal, its own timeout (ms), no retries. */
export interface GetOptions {
  signal?: AbortSignal;
  timeout?: number;
  /** false: no retry by the HTTP layer (a long-poll falls back to the poll instead). */
  retry?: false;
}

/** GET `path` (after `/api/v1/{product}/`) and answer its JSON; failures are ApiError. */
export async function apiGet<T>(path: string, options: GetOptions = {}): Promise<T> {
  try {
    const { signal, timeout, retry } = options;
    return await readJson<T>(await (await apiClient()).get(path, {
      ...(signal ? { signal } : {}), ...(timeout ? { timeout } : {}), ...(retry === false ? { retry: 0 } : {}),
    }));
  } catch (error) {
    throw await toApiError(error, 'GET', path);
  }
}

/** POST `body` as JSON to `path` (after `/api/v1/{product}/`); failures are ApiError. */
export async function apiPost<T>(path: string, body?: unknown): Promise<T> {
  try {
    return await readJson<T>(await (await apiClient()).post(path, { json: body ?? {} }));
  } catch (error) {
    throw await toApiError(error, 'POST', path);
  }
}
