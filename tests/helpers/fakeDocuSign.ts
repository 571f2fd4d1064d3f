import { createHmac, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { certificatePdf, combinedPdf, jwtProblem, pdfText } from './fakeDocuSignChecks';

/** Who the stand-in trusts: the integration, its user, account, public key and Connect HMAC key. */
export interface FakeDocuSignOptions {
  integrationKey: string;
  userId: string;
  accountId: string;
  publicKey: KeyObject;
  hmacKey: string;
  /** The clock tokens and assertions are judged by (default real time). */
  now?: () => Date;
  /** Lifetime of the access tokens it issues (default 3600 s). */
  tokenSeconds?: number;
  /** The account's number (the legacy numeric API account id), taken in REST paths like the GUID (default 12345678). */
  accountNumber?: string;
}

/** An account of /oauth/userinfo (`base_uri` defaults to the stand-in's own origin). */
export interface FakeUserAccount {
  account_id: string;
  account_name: string;
  is_default: boolean;
  base_uri?: string;
}

type Json = Record<string, unknown>;
interface Signer { email: string; name: string; clientUserId: string; recipientId: string; tabs?: Record<string, Array<{ anchorString?: string }>> }

/** An envelope the stand-in holds. */
export interface FakeEnvelope {
  id: string;
  definition: Json;
  signer: Signer;
  pdf: Buffer;
  status: 'sent' | 'completed' | 'declined' | 'voided';
  /** Every return URL a recipient view was made with. */
  returnUrls: string[];
  combined?: Uint8Array;
}

/** Events a finished session sends to Connect (when `connectUrl` is set). */
const CONNECT_EVENT: Record<string, string> = { signing_complete: 'envelope-completed', decline: 'envelope-declined', id_check_failed: 'recipient-authenticationfailed' };

/**
 * A local stand-in for DocuSign on 127.0.0.1 that checks what DocuSign checks: the JWT grant's
 * assertion (RS256 with the configured public key; iss, sub, aud, scope, iat/exp), the bearer
 * token on every REST call, the account, envelope definitions (a PDF, one embedded signer, anchor
 * strings present in the document), recipient views matching the signer, single-use signing
 * sessions, and Connect messages signed with the HMAC key.
 */
export class FakeDocuSign {
  baseUrl = '';
  readonly envelopes = new Map<string, FakeEnvelope>();
  /** Access tokens issued so far. */
  tokensIssued = 0;
  /** Why assertions were refused. */
  readonly grantRefusals: string[] = [];
  /** Every REST call: method, path (ids as {id}) and status. */
  readonly calls: Array<{ method: string; path: string; status: number }> = [];
  /** The user's accounts /oauth/userinfo lists besides the configured one (other accounts of the same user). */
  otherAccounts: FakeUserAccount[] = [];
  /** GET /oauth/userinfo calls answered. */
  userInfoCalls = 0;
  /** The event the next finished signing session returns with. */
  returnEvent = 'signing_complete';
  /** Where a finished session's Connect message goes ('before-return': sent before the redirect; 'after-return': after it). */
  connect: { url: string; timing: 'before-return' | 'after-return' } | null = null;
  private readonly failures = new Map<string, number>();
  private readonly tokens = new Map<string, number>();
  private readonly views = new Map<string, { envelopeId: string; returnUrl: string; opened: boolean }>();
  private server: Server | null = null;
  private connectSeq = 0;

  constructor(readonly options: FakeDocuSignOptions) {}

  get basePath(): string { return `${this.baseUrl}/restapi`; }
  get oauthBase(): string { return this.baseUrl; }
  private now(): Date { return this.options.now?.() ?? new Date(); }

  /** The next `count` calls of `route` (token, createEnvelope, recipientView, getEnvelope, void, combined, certificate) answer 503. */
  failNext(route: string, count = 1): void { this.failures.set(route, count); }

  /** Forgets every token it issued (as after a revocation): the next REST call answers 401. */
  revokeTokens(): void { this.tokens.clear(); }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res).catch((e: unknown) => this.send(res, 500, { errorCode: 'FAKE_FAILED', message: String(e) })));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A Connect message body (JSON, SIM model) for an envelope; each call differs (generatedDateTime, retry count). */
  connectBody(envelopeId: string, event: string, accountId = this.options.accountId): string {
    this.connectSeq += 1;
    return JSON.stringify({
      event, apiVersion: 'v2.1', uri: `/restapi/v2.1/accounts/${accountId}/envelopes/${envelopeId}`, retryCount: 0, configurationId: 10501,
      generatedDateTime: new Date(this.now().getTime() + this.connectSeq).toISOString(), data: { accountId, userId: this.options.userId, envelopeId, recipientId: '1' },
    });
  }

  /** The X-DocuSign-Signature header value of a body. */
  sign(body: string, key = this.options.hmacKey): string {
    return createHmac('sha256', key).update(body).digest('base64');
  }

  /** POSTs a Connect message as DocuSign does (signed unless `signature` is null). */
  async sendConnect(url: string, body: string, signature: string | null = this.sign(body)): Promise<{ status: number; body: Json }> {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-docusign-signature-1': signature }) }, body });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Json };
  }

  private send(res: ServerResponse, status: number, body: Json | Uint8Array, type = 'application/json'): void {
    res.writeHead(status, { 'content-type': body instanceof Uint8Array ? 'application/pdf' : type });
    res.end(body instanceof Uint8Array ? Buffer.from(body) : JSON.stringify(body));
  }

  private failing(route: string): boolean {
    const left = this.failures.get(route) ?? 0;
    if (left > 0) this.failures.set(route, left - 1);
    return left > 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'POST' && url.pathname === '/oauth/token') return this.token(req, raw, res);
    if (req.method === 'GET' && url.pathname === '/oauth/userinfo') return this.userInfo(req, res);
    const signing = /^\/signing\/([A-Za-z0-9_-]+)(\/finish)?$/.exec(url.pathname);
    if (req.method === 'GET' && signing) return signing[2] ? this.finish(signing[1], res) : this.signingPage(signing[1], res);
    const rest = /^\/restapi\/v2\.1\/accounts\/([^/]+)(\/.*)?$/.exec(url.pathname);
    if (!rest) return this.send(res, 404, { errorCode: 'NOT_FOUND' });
    const path = rest[2] ?? '';
    const answer = (status: number, body: Json | Uint8Array) => {
      this.calls.push({ method: req.method ?? '', path: path.replace(/[0-9a-f-]{36}/g, '{id}'), status });
      this.send(res, status, body);
    };
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? this.tokens.get(bearer) : undefined;
    if (expires === undefined || expires <= this.now().getTime()) return answer(401, { errorCode: 'AUTHORIZATION_INVALID_TOKEN' });
    if (rest[1] !== this.options.accountId && rest[1] !== this.accountNumber) return answer(400, { errorCode: 'USER_LACKS_MEMBERSHIP' });
    // Account information: both ids of the account (DocuSign takes either in a path).
    if (req.method === 'GET' && path === '') return answer(200, { accountIdGuid: this.options.accountId, externalAccountId: this.accountNumber, accountName: 'Harbor CCU' });
    const body = raw ? (JSON.parse(raw) as Json) : {};
    const route = /^\/envelopes\/([^/]+)(\/.*)?$/.exec(path);
    if (req.method === 'POST' && path === '/envelopes') {
      const [status, created] = this.failing('createEnvelope') ? [503, { errorCode: 'SERVICE_UNAVAILABLE' }] : await this.createEnvelope(body);
      return answer(status, created);
    }
    const envelope = route ? this.envelopes.get(route[1]) : undefined;
    if (!envelope) return answer(400, { errorCode: 'ENVELOPE_DOES_NOT_EXIST' });
    const sub = route?.[2] ?? '';
    const key = req.method === 'POST' && sub === '/views/recipient' ? 'recipientView' : req.method === 'PUT' && !sub ? 'void' : req.method === 'GET' && !sub ? 'getEnvelope'
      : sub === '/documents/combined' ? 'combined' : sub === '/documents/certificate' ? 'certificate' : '';
    if (!key) return answer(404, { errorCode: 'NOT_FOUND' });
    if (this.failing(key)) return answer(503, { errorCode: 'SERVICE_UNAVAILABLE' });
    if (key === 'recipientView') {
      const [status, view] = this.recipientView(envelope, body);
      return answer(status, view);
    }
    if (key === 'getEnvelope') return answer(200, { envelopeId: envelope.id, status: envelope.status, sentDateTime: this.now().toISOString(), ...(envelope.status === 'completed' ? { completedDateTime: this.now().toISOString() } : {}) });
    if (key === 'void') {
      if (body.status !== 'voided' || typeof body.voidedReason !== 'string' || envelope.status !== 'sent') return answer(400, { errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE' });
      envelope.status = 'voided';
      return answer(200, {});
    }
    if (req.headers.accept !== 'application/pdf') return answer(406, { errorCode: 'INVALID_REQUEST_PARAMETER' });
    if (key === 'combined') return answer(200, (envelope.combined ??= await combinedPdf(envelope.pdf, envelope.signer.name, envelope.id)));
    return answer(200, await certificatePdf(envelope.id));
  }

  /** The account's number (DocuSign's legacy numeric API account id). */
  get accountNumber(): string { return this.options.accountNumber ?? '12345678'; }

  /** GET /oauth/userinfo: the user and their accounts (GUIDs and base URIs only, as DocuSign answers). */
  private userInfo(req: IncomingMessage, res: ServerResponse): void {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? this.tokens.get(bearer) : undefined;
    if (expires === undefined || expires <= this.now().getTime()) return this.send(res, 401, { error: 'invalid_token' });
    this.userInfoCalls += 1;
    const own: FakeUserAccount = { account_id: this.options.accountId, account_name: 'Harbor CCU', is_default: this.otherAccounts.length === 0 };
    const accounts = [...this.otherAccounts, own].map((a) => ({ ...a, base_uri: a.base_uri ?? this.baseUrl }));
    this.send(res, 200, { sub: this.options.userId, name: 'Loan Service', email: 'loans@example.org', accounts });
  }

  private token(req: IncomingMessage, raw: string, res: ServerResponse): void {
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return this.send(res, 400, { error: 'invalid_request' });
    if (this.failing('token')) return this.send(res, 503, { error: 'temporarily_unavailable' });
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return this.send(res, 400, { error: 'unsupported_grant_type' });
    const problem = jwtProblem(form.get('assertion') ?? '', {
      publicKey: this.options.publicKey, iss: this.options.integrationKey, sub: this.options.userId, aud: new URL(this.oauthBase).host, now: this.now(),
    });
    if (problem) {
      this.grantRefusals.push(problem);
      return this.send(res, 400, { error: 'invalid_grant', error_description: problem });
    }
    const token = randomBytes(24).toString('base64url');
    const seconds = this.options.tokenSeconds ?? 3600;
    this.tokens.set(token, this.now().getTime() + seconds * 1000);
    this.tokensIssued += 1;
    this.send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: seconds });
  }

  private async createEnvelope(body: Json): Promise<[number, Json]> {
    const documents = body.documents as Array<{ documentBase64?: string; fileExtension?: string; documentId?: string }> | undefined;
    const signers = (body.recipients as { signers?: Signer[] } | undefined)?.signers;
    if (body.status !== 'sent') return [400, { errorCode: 'INVALID_REQUEST_BODY', message: 'status must be sent' }];
    if (typeof body.emailSubject !== 'string' || !body.emailSubject || body.emailSubject.length > 100) return [400, { errorCode: 'INVALID_EMAIL_SUBJECT' }];
    if (documents?.length !== 1 || documents[0].fileExtension !== 'pdf' || !documents[0].documentId) return [400, { errorCode: 'INVALID_REQUEST_BODY', message: 'one pdf document' }];
    const pdf = Buffer.from(documents[0].documentBase64 ?? '', 'base64');
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return [400, { errorCode: 'PDF_VALIDATION_FAILED' }];
    const signer = signers?.length === 1 ? signers[0] : null;
    if (!signer?.name || !signer.recipientId || !signer.clientUserId || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(signer.email ?? '')) return [400, { errorCode: 'INVALID_RECIPIENT' }];
    const text = await pdfText(pdf);
    const anchors = Object.values(signer.tabs ?? {}).flat().map((t) => t.anchorString ?? '');
    if (!anchors.length) return [400, { errorCode: 'SIGNER_HAS_NO_SIGNATURE_TAB' }];
    if (anchors.some((a) => !a || !text.includes(a))) return [400, { errorCode: 'ANCHOR_TAB_STRING_NOT_FOUND' }];
    const id = randomUUID();
    this.envelopes.set(id, { id, definition: body, signer, pdf, status: 'sent', returnUrls: [] });
    return [201, { envelopeId: id, status: 'sent', statusDateTime: this.now().toISOString(), uri: `/envelopes/${id}` }];
  }

  private recipientView(envelope: FakeEnvelope, body: Json): [number, Json] {
    if (envelope.status !== 'sent') return [400, { errorCode: 'ENVELOPE_INVALID_STATUS' }];
    const s = envelope.signer;
    if (body.clientUserId !== s.clientUserId || body.userName !== s.name || body.email !== s.email) return [400, { errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT' }];
    if (typeof body.authenticationMethod !== 'string' || !body.authenticationMethod) return [400, { errorCode: 'INVALID_AUTHENTICATION_METHOD' }];
    if (typeof body.returnUrl !== 'string' || !/^https?:\/\/[^/]+\//.test(body.returnUrl)) return [400, { errorCode: 'INVALID_RETURN_URL' }];
    const token = randomBytes(18).toString('base64url');
    this.views.set(token, { envelopeId: envelope.id, returnUrl: body.returnUrl, opened: false });
    envelope.returnUrls.push(body.returnUrl);
    return [201, { url: `${this.baseUrl}/signing/${token}` }];
  }

  private signingPage(token: string, res: ServerResponse): void {
    const view = this.views.get(token);
    if (!view || view.opened) return this.send(res, 400, { errorCode: 'RECIPIENT_VIEW_USED' });
    view.opened = true;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>DocuSign stand-in</title></head><body><main><h1>DocuSign stand-in</h1>
<form method="get" action="/signing/${token}/finish"><button type="submit">Finish</button></form></main></body></html>`);
  }

  /** The signer finished: the envelope changes as the event says, Connect is told, the browser goes to the return URL. */
  private async finish(token: string, res: ServerResponse): Promise<void> {
    const view = this.views.get(token);
    const envelope = view ? this.envelopes.get(view.envelopeId) : undefined;
    if (!view?.opened || !envelope) return this.send(res, 400, { errorCode: 'RECIPIENT_VIEW_USED' });
    this.views.delete(token);
    const event = this.returnEvent;
    if (event === 'signing_complete') envelope.status = 'completed';
    if (event === 'decline') envelope.status = 'declined';
    const connect = this.connect;
    const tell = connect && CONNECT_EVENT[event] ? () => this.sendConnect(connect.url, this.connectBody(envelope.id, CONNECT_EVENT[event])) : null;
    if (tell && connect?.timing === 'before-return') await tell();
    res.writeHead(302, { location: `${view.returnUrl}${view.returnUrl.includes('?') ? '&' : '?'}event=${event}` });
    res.end();
    if (tell && connect?.timing === 'after-return') setImmediate(() => void tell().catch(() => undefined));
  }
}
