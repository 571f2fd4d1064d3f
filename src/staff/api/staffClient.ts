import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { ApiError, apiErrorFromBody, requestFailedError, timeoutError } from '../../api/errors';

/** Where the staff API lives (server/staff/README.md). */
export const STAFF_API_BASE = '/api/staff';

/** Header that carries the session's CSRF token on every state-changing call. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Timeout of every call in ms. */
const TIMEOUT_MS = 30000;

let csrfToken: string | undefined;

/** Keeps the CSRF token of the current session (from GET /session or POST /login); undefined when signed out. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** The CSRF token sent with the next state-changing call. */
export function currentCsrfToken(): string | undefined {
  return csrfToken;
}

let client: KyInstance | undefined;

/**
 * The console's ky instance: same-origin cookies (the `staff_sid` cookie is the session), JSON,
 * the session's `X-CSRF-Token` on every POST/PATCH/DELETE, one retry of a GET that met a
 * server or network hiccup, never of anything else.
 */
function staffClient(): KyInstance {
  client ??= ky.create({
    prefixUrl: typeof window !== 'undefined' && window.location?.origin ? new URL(STAFF_API_BASE, window.location.origin).href : STAFF_API_BASE,
    timeout: TIMEOUT_MS,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        (request) => {
          if (!['GET', 'HEAD'].includes(request.method) && csrfToken) request.headers.set(CSRF_HEADER, csrfToken);
        },
      ],
    },
  });
  return client;
}

/** Turns whatever a call threw into an ApiError (the server's error payload when it sent one). */
async function asApiError(error: unknown, method: string, path: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return apiErrorFromBody(error.response.status, await error.response.text().catch(() => ''));
  if (error instanceof TimeoutError) return timeoutError(method, path);
  return requestFailedError(0, method, path);
}

/** Query parameters: empty and undefined values are left out. */
export type Query = Record<string, string | number | undefined>;

function searchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** GET `path` (after /api/staff/) with `query`; answers its JSON. Failures are ApiError. */
export async function staffGet<T>(path: string, query?: Query): Promise<T> {
  try {
    return await staffClient().get(path, { searchParams: searchParams(query) }).json<T>();
  } catch (error) {
    throw await asApiError(error, 'GET', path);
  }
}

/** POST or PATCH `body` as JSON to `path` (after /api/staff/), with the CSRF header; answers its JSON. */
export async function staffSend<T>(method: 'post' | 'patch', path: string, body: unknown = {}): Promise<T> {
  try {
    return await staffClient()(path, { method, json: body }).json<T>();
  } catch (error) {
    throw await asApiError(error, method.toUpperCase(), path);
  }
}

/** A file the server sent: its content and the name it proposed (Content-Disposition). */
export interface Download {
  blob: Blob;
  filename: string;
}

/**
 * GET `path` as a file (e.g. the audit CSV), or POST `body` as JSON (with the CSRF header) when
 * the download changes something (the printed letters); the name comes from Content-Disposition,
 * else `fallbackName`.
 */
export async function staffDownload(path: string, query: Query, fallbackName: string, body?: unknown): Promise<Download> {
  try {
    const headers = { Accept: 'text/csv, application/pdf, application/json' };
    const response = body === undefined
      ? await staffClient().get(path, { searchParams: searchParams(query), headers })
      : await staffClient().post(path, { json: body, headers });
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
    return { blob: await response.blob(), filename };
  } catch (error) {
    throw await asApiError(error, 'GET', path);
  }
}
