import { DocuSignError, readJson } from './errors';
import type { JwtTokenSource } from './jwtGrant';

/** One call to the eSignature REST API. */
export interface RestCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under /v2.1/accounts/{accountId}, e.g. `/envelopes`. */
  path: string;
  body?: unknown;
}

/**
 * The eSignature REST API v2.1 of one account: bearer token from the JWT grant (a 401 drops
 * the token and tries once more with a new one), JSON in and out, or bytes for documents.
 */
export class DocuSignRest {
  constructor(
    private readonly basePath: string,
    private readonly accountId: string,
    private readonly tokens: JwtTokenSource,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  private async send(call: RestCall, accept: string): Promise<Response> {
    const url = `${this.basePath}/v2.1/accounts/${encodeURIComponent(this.accountId)}${call.path}`;
    for (let attempt = 0; ; attempt++) {
      const token = await this.tokens.token();
      const res = await this.fetchFn(url, {
        method: call.method,
        headers: { authorization: `Bearer ${token}`, accept, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(30_000),
      });
      if (res.status === 401 && attempt === 0) {
        await res.body?.cancel();
        this.tokens.invalidate(token);
        continue;
      }
      if (!res.ok) {
        const json = await readJson(res);
        throw new DocuSignError(`DocuSign ${call.method} ${call.path.replace(/[0-9a-f-]{36}/gi, '{id}')} failed`, res.status, typeof json.errorCode === 'string' ? json.errorCode : undefined);
      }
      return res;
    }
  }

  /** A JSON call; answers the JSON object. */
  async json(call: RestCall): Promise<Record<string, unknown>> {
    return readJson(await this.send(call, 'application/json'));
  }

  /** A document download (PDF bytes). */
  async bytes(path: string): Promise<Uint8Array> {
    const res = await this.send({ method: 'GET', path }, 'application/pdf');
    return new Uint8Array(await res.arrayBuffer());
  }
}
