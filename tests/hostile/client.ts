import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** One request of the suite. */
export interface HostileRequest {
  /** Operation id (`METHOD /path/{param}`) or a name of the probe. */
  op: string;
  method: string;
  /** Path and query, already encoded as sent. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What kind of input this is (generator branch), for the failure list. */
  kind: string;
}

/** The server's answer (status 0: no answer, connection error or timeout). */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  error?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** Sends `req` to `base` (http://127.0.0.1:port) with Node's HTTP client; never throws. */
export function send(base: string, req: HostileRequest, timeoutMs = 15_000): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: Answer) => { if (!settled) { settled = true; resolve(a); } };
    try {
      const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, 'utf8');
      const r = httpRequest({
        host: url.hostname, port: url.port, method: req.method, path: req.path, agent,
        headers: { ...req.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: timeoutMs,
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), error: e.message }));
      });
      r.on('timeout', () => { r.destroy(new Error('timeout')); });
      r.on('error', (e) => done({ status: 0, headers: {}, body: '', error: e.message }));
      r.end(body);
    } catch (e) {
      done({ status: 0, headers: {}, body: '', error: `client refused to send: ${(e as Error).message}` });
    }
  });
}

/** Sends raw bytes on a new TCP connection and parses the first HTTP answer (for what Node's client refuses to send). */
export function sendRaw(base: string, bytes: Buffer, timeoutMs = 10_000): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    const finish = (error?: string) => {
      socket.destroy();
      resolve({ ...parseRawAnswer(Buffer.concat(chunks).toString('latin1')), ...(error ? { error } : {}) });
    };
    socket.setTimeout(timeoutMs, () => finish('timeout'));
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const parsed = parseRawAnswer(Buffer.concat(chunks).toString('latin1'));
      const length = Number(parsed.headers['content-length'] ?? NaN);
      if (parsed.status && Number.isFinite(length) && Buffer.byteLength(parsed.body, 'latin1') >= length) finish();
    });
    socket.on('end', () => finish());
    socket.on('error', (e) => finish(e.message));
    socket.write(bytes);
  });
}

function parseRawAnswer(text: string): Omit<Answer, 'error'> {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const raw = split === -1 ? '' : text.slice(split + 4);
  return { status, headers, body: Buffer.from(raw, 'latin1').toString('utf8') };
}

/** Runs `jobs` with at most `width` in flight. */
export async function pool<T>(items: readonly T[], width: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => { while (next < items.length) await job(items[next++]); };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
