import { join } from 'node:path';
import { createSecrets } from '../../server/crypto/secrets';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { addStaffAccount } from '../../server/staff/accounts/addAccount';
import { totpCode } from '../../server/staff/auth/totp';
import type { Answer, HostileRequest } from './client';
import { encodePathPart } from './requestArbitrary';

/** A built-in staff account with every role, made in the run's database before the server starts. */
export interface SweepStaff {
  email: string;
  password: string;
  totpSecret: string;
}

/** A signed-in staff session: the cookie and the CSRF token of state-changing calls. */
export interface StaffSession {
  cookie: string;
  csrf: string;
}

/** Ids that are neither a UUID nor an application reference, hostile ones included. */
export const HOSTILE_IDS = [
  '------------------------------------', 'not-an-id', "1' OR '1'='1", '00000000-0000-0000-0000-00000000000g', '\u0000', '..', '%2e%2e',
  '-1', '1e309', '__proto__', 'PAL-UUUU-UU', 'x'.repeat(300), '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\u202e1234', '{"$gt":""}',
];

/** Days a staff route must refuse: not real days, or outside 1900-2999. */
export const HOSTILE_DAYS = ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '+02026-01-01', '2026-1-1', '20260101', '2026-01-01T00:00:00Z'];

/** Adds the sweep's account to the storage of a run (PGlite folder or PostgreSQL URL), migrating it first. */
export async function seedSweepStaff(env: Record<string, string>, encryptionKey: string): Promise<SweepStaff> {
  const db: Db = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(join(env.DATA_DIR, 'pglite'));
  try {
    await migrate(db);
    const account = { email: 'hostile.sweep@cu.test', password: 'a long sweep password 1', roles: ['admin', 'supervisor', 'reviewer', 'auditor'] as const, displayName: 'Hostile Sweep' };
    const created = await addStaffAccount(db, createSecrets(Buffer.from(encryptionKey, 'base64')), 'Hostile CU', { ...account, roles: [...account.roles] }, new Date());
    return { email: account.email, password: account.password, totpSecret: created.totpSecret };
  } finally {
    await db.close();
  }
}

/** Signs the sweep's account in on the running server. */
export async function signInSweepStaff(base: string, staff: SweepStaff): Promise<StaffSession> {
  const r = await fetch(`${base}/api/staff/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify({ email: staff.email, password: staff.password, totp: totpCode(staff.totpSecret, new Date()) }),
  });
  if (r.status !== 200) throw new Error(`staff sign-in answered ${r.status}: ${await r.text()}`);
  const cookie = (r.headers.getSetCookie().find((c) => c.startsWith('staff_sid=')) ?? '').split(';')[0];
  const { csrf_token: csrf } = (await r.json()) as { csrf_token: string };
  return { cookie, csrf };
}

/**
 * Every staff route that takes an id or a day, signed in with every role, with each hostile id in
 * its path and each hostile day in its query or body (the rest of the request valid, so the id or
 * the day is what is judged).
 */
export function staffSweep(session: StaffSession): HostileRequest[] {
  const headers = (withBody: boolean) => ({ cookie: session.cookie, 'x-csrf-token': session.csrf, 'x-forwarded-for': '10.250.0.2', ...(withBody ? { 'content-type': 'application/json' } : {}) });
  const out: HostileRequest[] = [];
  const idRoutes: Array<[string, string, unknown]> = [
    ['GET', '/api/staff/reviews/{id}', undefined],
    ['POST', '/api/staff/reviews/{id}/decision', { version: 1, decision: 'approve' }],
    ['POST', '/api/staff/reviews/{id}/assignment', { staff_id: null }],
    ['GET', '/api/staff/applications/{id}/events', undefined],
    ['PATCH', '/api/staff/accounts/{id}', { disabled: true }],
    ['POST', '/api/staff/jobs/{id}/retry', {}],
  ];
  for (const [method, template, body] of idRoutes)
    for (const id of HOSTILE_IDS)
      out.push({ op: `staff sweep: ${method} ${template}`, kind: 'malformed id', method, path: template.replace('{id}', encodePathPart(id)), headers: headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
  for (const day of HOSTILE_DAYS) {
    const d = encodeURIComponent(day);
    for (const path of [`/api/staff/audit/export?from=${d}&to=${d}`, `/api/staff/funnel?from=${d}&to=2026-01-01`, `/api/staff/funnel?from=2026-01-01&to=${d}`, `/api/staff/notices?from=${d}`, `/api/staff/notices?to=${d}`])
      out.push({ op: `staff sweep: GET ${path.split('?')[0]}`, kind: 'malformed day', method: 'GET', path, headers: headers(false) });
    out.push({ op: 'staff sweep: POST /api/staff/notices/print-batch', kind: 'malformed day', method: 'POST', path: '/api/staff/notices/print-batch', headers: headers(true), body: JSON.stringify({ date: day }) });
  }
  return out;
}

/** The sweep's own rule beside the general ones: a malformed id or day is refused with a 4xx, never taken and never a 5xx. */
export function sweepProblem(answer: Answer): string | null {
  return answer.status >= 400 && answer.status < 500 ? null : `a malformed id or day answered ${answer.status}`;
}
