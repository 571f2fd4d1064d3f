import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Test credentials in Twilio's formats. */
export const FAKE_ACCOUNT_SID = `AC${'1f'.repeat(16)}`;
export const FAKE_AUTH_TOKEN = 'a1'.repeat(16);
export const FAKE_SERVICE_SID = `MG${'2e'.repeat(16)}`;
export const FAKE_FROM = '+12025550199';

/**
 * The app's Twilio settings against a fake at `base` (local mode): our test account, number and
 * PUBLIC_BASE_URL https://loans.example.org; a failed try is retried after 60 s, then 120 s (3 job attempts).
 */
export function twilioTestEnv(base: string): Record<string, string> {
  return {
    SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID, TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN, TWILIO_FROM: FAKE_FROM,
    TWILIO_API_BASE: base, PUBLIC_BASE_URL: 'https://loans.example.org', TWILIO_TIMEOUT_MS: '1500', JOB_BACKOFF_MS: '60000', JOB_MAX_ATTEMPTS: '3',
  };
}

/** What the fake does with one Messages call: take it, refuse it with a Twilio error, fail with an HTTP status, or never answer. */
export type FakeBehaviour = 'ok' | 'hang' | { status: number; code?: number };

/** A message the fake took. */
export interface FakeMessage {
  sid: string;
  to: string;
  body: string;
  from?: string;
  messagingServiceSid?: string;
  statusCallback: string;
}

/** One Messages call as received (whatever the fake answered). */
export interface FakeCall {
  to: string;
  body: string;
  answered: number | 'hang';
}

/** The error answer Twilio sends (https://www.twilio.com/docs/api/errors). */
function twilioError(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/**
 * A stand-in for Twilio's Messages API on 127.0.0.1 that checks what Twilio checks: the
 * account in the path, Basic auth (account SID : auth token, else 401 / 20003), a form body with
 * To in E.164 (21211), Body (21602, at most 1600 characters: 21617), exactly one of From (our
 * number, 21606) and MessagingServiceSid (ours, 21705), and an absolute StatusCallback URL (21609).
 * `plan(to, ...)` scripts the next answers for one number; unplanned calls are taken (201).
 */
export class FakeTwilio {
  readonly messages: FakeMessage[] = [];
  readonly calls: FakeCall[] = [];
  private readonly plans = new Map<string, FakeBehaviour[]>();
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;
  base = '';

  constructor(private readonly expected: { accountSid: string; authToken: string; from?: string; messagingServiceSid?: string } = { accountSid: FAKE_ACCOUNT_SID, authToken: FAKE_AUTH_TOKEN, from: FAKE_FROM }) {}

  /** Starts listening on 127.0.0.1 (a free port); `base` is the API root to give as TWILIO_API_BASE. */
  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/2010-04-01`;
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next answers to messages for `to` (E.164), in order. */
  plan(to: string, ...behaviours: FakeBehaviour[]): void {
    this.plans.set(to, [...(this.plans.get(to) ?? []), ...behaviours]);
  }

  /** Messages taken for `to`, oldest first. */
  messagesTo(to: string): FakeMessage[] {
    return this.messages.filter((m) => m.to === to);
  }

  /** The one 6-digit code of the newest message taken for `to`. */
  latestCode(to: string): string {
    const message = this.messagesTo(to).at(-1);
    if (!message) throw new Error(`Twilio took no message for ${to}`);
    const numbers = message.body.match(/\d+/g) ?? [];
    if (numbers.length !== 1 || numbers[0].length !== 6) throw new Error(`Expected exactly one 6-digit number in "${message.body}"`);
    return numbers[0];
  }

  /**
   * Twilio's X-Twilio-Signature of a status callback, computed here as Twilio documents it (not
   * with the server's code): URL, then each parameter sorted by name as name + value, HMAC-SHA1
   * under the auth token, base64.
   */
  static sign(authToken: string, url: string, params: Record<string, string>): string {
    const data = Object.keys(params).sort().reduce((acc, name) => acc + name + params[name], url);
    return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
  }

  /** The form fields Twilio posts to a StatusCallback for `message`. */
  statusParams(message: FakeMessage, status: string, errorCode?: string): Record<string, string> {
    return {
      AccountSid: this.expected.accountSid, ApiVersion: '2010-04-01', From: message.from ?? FAKE_FROM, MessageSid: message.sid, MessageStatus: status,
      SmsSid: message.sid, SmsStatus: status, To: message.to, ...(errorCode ? { ErrorCode: errorCode } : {}),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = `/2010-04-01/Accounts/${this.expected.accountSid}/Messages.json`;
    if (req.method !== 'POST' || req.url !== path) return twilioError(res, 404, 20404, 'The requested resource was not found');
    const auth = req.headers.authorization ?? '';
    const expectedAuth = `Basic ${Buffer.from(`${this.expected.accountSid}:${this.expected.authToken}`).toString('base64')}`;
    if (auth !== expectedAuth) return twilioError(res, 401, 20003, 'Authenticate');
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return twilioError(res, 415, 20415, 'Unsupported media type');
    const form = new URLSearchParams(await readBody(req));
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    const from = form.get('From') ?? undefined;
    const service = form.get('MessagingServiceSid') ?? undefined;
    const callback = form.get('StatusCallback') ?? '';
    const behaviour = this.plans.get(to)?.shift() ?? 'ok';
    this.calls.push({ to, body, answered: behaviour === 'hang' ? 'hang' : behaviour === 'ok' ? 201 : behaviour.status });
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!body) return twilioError(res, 400, 21602, 'Message body is required.');
    if (body.length > 1600) return twilioError(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    if (Boolean(from) === Boolean(service)) return twilioError(res, 400, 21603, "A 'From' phone number or a MessagingServiceSid is required (not both).");
    if (from && from !== this.expected.from) return twilioError(res, 400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`);
    if (service && service !== this.expected.messagingServiceSid) return twilioError(res, 400, 21705, 'The Messaging Service Sid is invalid.');
    if (!URL.canParse(callback) || !/^https?:$/.test(new URL(callback).protocol)) return twilioError(res, 400, 21609, 'Invalid StatusCallback URL.');
    if (behaviour === 'hang') return; // never answers
    if (behaviour !== 'ok') {
      if (behaviour.code) return twilioError(res, behaviour.status, behaviour.code, 'Scripted failure');
      res.writeHead(behaviour.status, { 'content-type': 'text/html' });
      return void res.end('<html>Service Unavailable</html>');
    }
    const message: FakeMessage = { sid: `SM${randomBytes(16).toString('hex')}`, to, body, from, messagingServiceSid: service, statusCallback: callback };
    this.messages.push(message);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({
      sid: message.sid, account_sid: this.expected.accountSid, to, from: from ?? null, messaging_service_sid: service ?? null, body,
      status: service ? 'accepted' : 'queued', num_segments: '1', direction: 'outbound-api', api_version: '2010-04-01', error_code: null, error_message: null,
      uri: `/2010-04-01/Accounts/${this.expected.accountSid}/Messages/${message.sid}.json`,
    }));
  }
}
