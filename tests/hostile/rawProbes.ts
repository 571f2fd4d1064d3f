import type { HostileRequest } from './client';

/** A request only a raw socket can send: what Node's HTTP parser and the router see first. */
export interface RawProbe {
  name: string;
  /** The path as written on the request line (for the checker's API/page rule). */
  path: string;
  bytes: Buffer;
}

const line = (s: string) => Buffer.from(s, 'latin1');

/** Overlong URLs and headers, bad percent-encoding, no Host, unknown methods, smuggling headers, broken request lines. */
export function rawProbes(): RawProbe[] {
  const host = 'Host: 127.0.0.1\r\n';
  return [
    { name: 'URL of 70 KB (414/431)', path: '/api/v1/microloan/application', bytes: line(`GET /api/v1/microloan/application?q=${'a'.repeat(70_000)} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`) },
    { name: 'URL of 20 KB', path: '/api/brand', bytes: line(`GET /api/brand?q=${'a'.repeat(20_000)} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`) },
    { name: 'header of 40 KB (431)', path: '/api/brand', bytes: line(`GET /api/brand HTTP/1.1\r\n${host}X-Big: ${'a'.repeat(40_000)}\r\nConnection: close\r\n\r\n`) },
    { name: '2000 headers', path: '/api/brand', bytes: line(`GET /api/brand HTTP/1.1\r\n${host}${Array.from({ length: 2000 }, (_, i) => `X-H${i}: 1\r\n`).join('')}Connection: close\r\n\r\n`) },
    { name: 'bad percent-encoding in the path', path: '/api/v1/microloan/%E0%A4%A', bytes: line(`GET /api/v1/microloan/%E0%A4%A HTTP/1.1\r\n${host}Connection: close\r\n\r\n`) },
    { name: 'bad percent-encoding %ZZ', path: '/api/%ZZ', bytes: line(`POST /api/v1/microloan/%ZZ/apply HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`) },
    { name: 'encoded NUL in the path', path: '/api/v1/microloan/application%00', bytes: line(`GET /api/v1/microloan/application%00 HTTP/1.1\r\n${host}Connection: close\r\n\r\n`) },
    { name: 'HTTP/1.1 without Host', path: '/api/brand', bytes: line('GET /api/brand HTTP/1.1\r\nConnection: close\r\n\r\n') },
    { name: 'unknown method', path: '/api/brand', bytes: line(`FOO /api/brand HTTP/1.1\r\n${host}Connection: close\r\n\r\n`) },
    { name: 'control character in the URL', path: '/api/brand', bytes: line(`GET /api/\x01brand HTTP/1.1\r\n${host}Connection: close\r\n\r\n`) },
    { name: 'broken request line', path: '/api', bytes: line('GARBAGE\r\n\r\n') },
    { name: 'bad Content-Length', path: '/api/v1/microloan/apply', bytes: line(`POST /api/v1/microloan/apply HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}`) },
    { name: 'Content-Length and chunked together', path: '/api/v1/microloan/apply', bytes: line(`POST /api/v1/microloan/apply HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`) },
    { name: 'absolute-form URL', path: '/api/nope', bytes: line(`GET http://evil.invalid/api/nope HTTP/1.1\r\n${host}Connection: close\r\n\r\n`) },
    { name: 'dot segments', path: '/api/../api/nope', bytes: line(`GET /api/../api/nope HTTP/1.1\r\n${host}Connection: close\r\n\r\n`) },
  ];
}

/** Unknown API paths: each must answer 404 with the error payload, never the app page. */
export function unknownApiPaths(): HostileRequest[] {
  const paths = ['/api', '/api/', '/api/nope', '/api/v1', '/api/v1/microloan', '/api/v1/microloan/nope', '/api/v1/unknown/apply', '/api/v1/__proto__/apply', '/api/dev/nope', '/api/v2/microloan/application', '//api/nope', '/api/v1/microloan/application/'];
  return paths.flatMap((path) => ['GET', 'POST', 'HEAD'].map((method): HostileRequest => ({
    op: 'unknown API path', kind: 'unknown API path', method, path, headers: { accept: 'text/html' },
  })));
}

/** Local-mode-only routes and pages: in production each must answer non-2xx. */
export function localOnlyPaths(): HostileRequest[] {
  const gets = ['/preview', '/preview/', '/preview/microloan', '/api/dev/outbox', '/api/dev/config', '/api/dev/flow-check', '/api/dev/preview/signing/microloan/en'];
  const posts = ['/api/dev/preview/signing/complete', '/api/dev/preview/signing/decline'];
  return [
    ...gets.map((path): HostileRequest => ({ op: `production: GET ${path}`, kind: 'local-only route in production', method: 'GET', path, headers: { accept: 'text/html' } })),
    ...posts.map((path): HostileRequest => ({ op: `production: POST ${path}`, kind: 'local-only route in production', method: 'POST', path, headers: { 'content-type': 'application/json' }, body: '{}' })),
  ];
}
