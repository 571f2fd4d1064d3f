import { randomInt } from 'node:crypto';
import { send, type Answer } from './client';

/** An apply-form payload. */
export interface Applicant {
  firstName: string;
  lastName: string;
  ssn: string;
  phoneNumber: string;
  dob: string;
}

/** Demo members of local mode (README) and one stranger. */
export const MARIA: Applicant = { firstName: 'Maria', lastName: 'Garcia', ssn: '100000001', phoneNumber: '2025550101', dob: '1985-03-14' };
export const JAMES: Applicant = { firstName: 'James', lastName: 'Smith', ssn: '100000002', phoneNumber: '2025550102', dob: '1990-07-01' };
export const ROBERT: Applicant = { firstName: 'Robert', lastName: 'Chen', ssn: '100000004', phoneNumber: '2025550104', dob: '1972-02-02' };
export const CARLOS: Applicant = { firstName: 'Carlos', lastName: 'Rivera', ssn: '100000006', phoneNumber: '2025550106', dob: '1992-09-09' };
export const EMILY: Applicant = { firstName: 'Emily', lastName: 'Davis', ssn: '100000007', phoneNumber: '2025550107', dob: '1988-12-12' };
export const STRANGER: Applicant = { firstName: 'Pat', lastName: 'Stranger', ssn: '123456789', phoneNumber: '2025550142', dob: '1980-01-31' };
/** Every named applicant the suite walks (their SSN and DOB must never show). */
export const NAMED_APPLICANTS = [MARIA, JAMES, ROBERT, CARLOS, EMILY, STRANGER];

/** A client address of its own for each call (TRUST_PROXY=1), so the per-client limit does not mask the call. */
export function freshClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A JSON call; answers status, parsed body and the session cookie it set. */
export async function callJson(base: string, method: string, path: string, body?: unknown, sid?: string): Promise<{ answer: Answer; json: Record<string, unknown>; sid?: string }> {
  const answer = await send(base, {
    op: 'walk', kind: 'walk', method, path,
    headers: { 'x-forwarded-for': freshClientIp(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(sid ? { cookie: `sid=${sid}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let json: Record<string, unknown> = {};
  try { json = JSON.parse(answer.body) as Record<string, unknown>; } catch { /* not JSON */ }
  const cookies = answer.headers['set-cookie'] ?? [];
  const cookie = (Array.isArray(cookies) ? cookies : [cookies]).map((c) => /^sid=([^;]+)/.exec(c)?.[1]).find(Boolean);
  return { answer, json, sid: cookie };
}

/** The newest one-time code the dev outbox holds for `phone`. */
export async function latestCode(base: string, phone: string): Promise<string> {
  const { json, answer } = await callJson(base, 'GET', '/api/dev/outbox');
  const list = JSON.parse(answer.body) as { to: string; body: string }[];
  void json;
  const message = list.find((m) => m.to.endsWith(phone));
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Applies; answers the otp_token. */
export async function apply(base: string, product: string, who: Applicant): Promise<string> {
  const r = await callJson(base, 'POST', `/api/v1/${product}/apply`, who);
  const token = r.json.otp_token;
  if (r.answer.status !== 200 || typeof token !== 'string') throw new Error(`apply answered ${r.answer.status}: ${r.answer.body}`);
  return token;
}

/** Apply, read the code, verify: answers the session id and the application view. */
export async function signIn(base: string, product: string, who: Applicant): Promise<{ sid: string; view: Record<string, unknown> }> {
  const token = await apply(base, product, who);
  const code = await latestCode(base, who.phoneNumber);
  const r = await callJson(base, 'POST', `/api/v1/${product}/application/otp/verify`, { otp_token: token, code });
  if (r.answer.status !== 200 || !r.sid) throw new Error(`verify answered ${r.answer.status}: ${r.answer.body}`);
  return { sid: r.sid, view: r.json };
}
