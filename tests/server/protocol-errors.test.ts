import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openMigratedPglite } from '../helpers/pgliteTemplate';
import type { Db } from '../../server/db/db';
import { testApp } from '../helpers/testApp';

/** Sends `raw` bytes to 127.0.0.1:`port` and answers everything the server wrote until it closed (or 5 s). */
function rawRequest(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      // A keep-alive answer is complete once its body has arrived.
      const m = /\r\ncontent-length: (\d+)\r\n[\s\S]*?\r\n\r\n([\s\S]*)$/i.exec(data);
      if (m && Buffer.byteLength(m[2]) >= Number(m[1])) socket.end();
    });
    socket.on('error', (error) => (data ? resolve(data) : reject(error)));
    socket.on('close', () => resolve(data));
    socket.write(raw);
  });
}

/** Status code and parsed JSON body of a raw HTTP answer. */
function parse(answer: string): { status: number; contentType: string; body: { error?: { status_code: number; error_code: string; message: string; details: unknown } } } {
  const [head, ...rest] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const contentType = /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? '';
  return { status, contentType, body: JSON.parse(rest.join('\r\n\r\n')) };
}

describe('protocol and framework errors answer the error payload', () => {
  let db: Db;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    db = await openMigratedPglite();
    ({ app } = await testApp(db));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const expectPayload = (answer: string, status: number, errorCode: string) => {
    const { status: got, contentType, body } = parse(answer);
    expect(got).toBe(status);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({ error: { status_code: status, error_code: errorCode, message: expect.any(String), details: null } });
    return body;
  };

  it('bad URL encoding: 400 without echoing the address', async () => {
    const answer = await rawRequest(port, 'GET /api/v1/microloan/%zz-echo-me HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expectPayload(answer, 400, 'BAD_REQUEST');
    expect(answer).not.toContain('echo-me');
  });

  it('a very long path parameter: 414', async () => {
    const answer = await rawRequest(port, `GET /esign/s/${'a'.repeat(800)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expectPayload(answer, 414, 'URI_TOO_LONG');
    expect(answer).not.toContain('a'.repeat(200));
  });

  it('huge headers: 431 from the HTTP parser', async () => {
    const answer = await rawRequest(port, `GET /api/brand HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expectPayload(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('garbage instead of HTTP: 400', async () => {
    expectPayload(await rawRequest(port, 'HELLO THERE\r\n\r\n'), 400, 'BAD_REQUEST');
  });

  it('HTTP/1.1 without Host: 400; HTTP/1.0 without Host is served', async () => {
    expectPayload(await rawRequest(port, 'GET /api/brand HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'BAD_REQUEST');
    const old = await rawRequest(port, 'GET /api/brand HTTP/1.0\r\n\r\n');
    expect(old).toMatch(/^HTTP\/1\.[01] 200/);
  });
});
