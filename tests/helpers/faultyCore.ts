import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the stand-in in front of the reference core does with one request:
 * - `pass`: forwards it and answers the core's answer;
 * - `unavailable`: answers 503 SERVICE_UNAVAILABLE itself (the core sees nothing);
 * - `hang`: never answers (the core sees nothing);
 * - `answer-lost`: forwards it, lets the core finish, then never answers (the write happened);
 * - `drop-key`: forwards a write with a new random Idempotency-Key (a core that ignores keys);
 * - `bad-shape`: forwards and answers numbers as strings, drops `record_status` (a core off the contract's shape);
 * - `open-auth`: forwards with the right token whatever came (a core that checks no credentials);
 * - `cents`: forwards and answers every balance, `monthly_direct_deposits` and loan `amount` in cents (a core off the contract's unit);
 * - `three-decimals`: forwards and adds a thousandth of a dollar to the same amounts;
 * - `no-birth-date`: forwards and leaves `birth_date` out of the answer (a core that does not give it);
 * - `bad-birth-date`: forwards and answers `birth_date` as `1985-02-30` (no such day: a core off the contract's format).
 */
export type Fault = 'pass' | 'unavailable' | 'hang' | 'answer-lost' | 'drop-key' | 'bad-shape' | 'open-auth' | 'cents' | 'three-decimals' | 'no-birth-date' | 'bad-birth-date';

/** A date of birth of the right shape that is no calendar day. */
export const BAD_BIRTH_DATE = '1985-02-30';

const MEMBER_AMOUNTS = new Set(['balance', 'monthly_direct_deposits', 'amount']);

/** The value with its member amounts changed by `f` (the shape kept). */
function mapAmounts(value: unknown, f: (n: number) => number): unknown {
  if (Array.isArray(value)) return value.map((v) => mapAmounts(v, f));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, MEMBER_AMOUNTS.has(k) && typeof v === 'number' ? f(v) : mapAmounts(v, f)]));
}

/** A request the stand-in saw and what it did. */
export interface SeenRequest {
  method: string;
  path: string;
  fault: Fault;
  idempotencyKey?: string;
}

/** A misbehaving core: the reference core behind a proxy on 127.0.0.1 whose behaviour a test sets per request. */
export interface FaultyCore {
  /** Base URL (the reference core's path prefix kept). */
  url: string;
  /** Decides each request's fault (default: pass). */
  rule: (request: { method: string; path: string }) => Fault;
  seen: SeenRequest[];
  close(): Promise<void>;
}

function spoil(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(spoil);
  if (!value || typeof value !== 'object') return typeof value === 'number' ? String(value) : value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'record_status').map(([k, v]) => [k, spoil(v)]));
}

/** A member answer with its `birth_date` left out (undefined) or set; any other answer as it is. */
function withBirthDate(value: unknown, birthDate: string | undefined): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('member_id' in value)) return value;
  const { birth_date: _dropped, ...rest } = value as Record<string, unknown>;
  return birthDate === undefined ? rest : { ...rest, birth_date: birthDate };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the stand-in in front of the core at `coreUrl` (whose bearer token is `token`). */
export async function startFaultyCore(coreUrl: string, token: string): Promise<FaultyCore> {
  const target = new URL(coreUrl);
  const core: FaultyCore = { url: '', rule: () => 'pass', seen: [], close: async () => undefined };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const fault = core.rule({ method: req.method ?? 'GET', path: path.slice(target.pathname.length) });
    const key = req.headers['idempotency-key'];
    core.seen.push({ method: req.method ?? 'GET', path, fault, ...(typeof key === 'string' ? { idempotencyKey: key } : {}) });
    const body = await readBody(req);
    if (fault === 'hang') return;
    if (fault === 'unavailable') {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Core banking is down for maintenance', status_code: 503, error_code: 'SERVICE_UNAVAILABLE', details: null } }));
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'idempotency-key', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (fault === 'drop-key' && headers['idempotency-key']) headers['idempotency-key'] = `dropped.${randomUUID()}`;
    if (fault === 'open-auth') headers.authorization = `Bearer ${token}`;
    const answer = await fetch(`${target.origin}${path}`, { method: req.method, headers, body: body.length ? body.toString('utf8') : undefined });
    const text = await answer.text();
    if (fault === 'answer-lost') return;
    let out = text;
    const rewrite = fault === 'bad-shape' ? spoil : fault === 'cents' ? (v: unknown) => mapAmounts(v, (n) => Math.round(n * 100))
      : fault === 'three-decimals' ? (v: unknown) => mapAmounts(v, (n) => Number((n + 0.001).toFixed(3)))
        : fault === 'no-birth-date' ? (v: unknown) => withBirthDate(v, undefined)
          : fault === 'bad-birth-date' ? (v: unknown) => withBirthDate(v, BAD_BIRTH_DATE) : null;
    if (rewrite) {
      try {
        out = JSON.stringify(rewrite(JSON.parse(text)));
      } catch {
        out = text;
      }
    }
    const replayed = answer.headers.get('idempotent-replayed');
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', ...(replayed ? { 'idempotent-replayed': replayed } : {}) });
    res.end(out);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  core.url = `http://127.0.0.1:${port}${target.pathname.replace(/\/$/, '')}`;
  core.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return core;
}
