import type { FastifyInstance } from 'fastify';
import { demoMembers } from '../../server/adapters/members/demoMembers';
import { upsertMember, type MemberInput } from '../../server/adapters/members/memberStore';
import type { StaffRole } from '../../server/config/staffEnv';
import { addStaffAccount } from '../../server/staff/accounts/addAccount';
import { totpCode } from '../../server/staff/auth/totp';
import type { Answer } from './api';
import type { Person } from './people';

/** A built-in staff account made for a test, with what signing in needs. */
export interface TestStaff {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
}

let serial = 0;

/** Creates a built-in account (the same function as `npm run staff:add`). */
export async function addStaff(app: FastifyInstance, roles: StaffRole[], name = roles.join('+')): Promise<TestStaff> {
  const email = `${name.replace(/[^a-z]/gi, '')}${++serial}-${Math.random().toString(36).slice(2, 8)}@staff.test`;
  const password = `pw-${Math.random().toString(36).slice(2)}-long-enough`;
  const created = await addStaffAccount(app.services.db, app.services.secrets, 'Test CU staff', { email, roles, displayName: `Staff ${name}`, password }, app.services.now());
  return { id: created.id, email: created.email, password, totpSecret: created.totpSecret };
}

/** Parses `name=value` pairs of Set-Cookie headers. */
export function cookiesOf(answer: { headers: Record<string, unknown> }): Record<string, string> {
  const raw = answer.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const out: Record<string, string> = {};
  for (const line of list as string[]) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    out[pair.slice(0, i).trim()] = pair.slice(i + 1).trim();
  }
  return out;
}

/** A staff console's calls through app.inject: the staff cookie and the CSRF token kept. */
export class StaffClient {
  cookie = '';
  csrf = '';
  constructor(readonly app: FastifyInstance, readonly ip = '127.0.0.1') {}

  async call<T = unknown>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const r = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.ip,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    let parsed: unknown = r.body;
    try { parsed = JSON.parse(r.body); } catch { /* not JSON */ }
    return { status: r.statusCode, body: parsed as T, headers: r.headers as Answer['headers'] };
  }

  /** POST /api/staff/login with the code of `at`; keeps cookie and CSRF token on success. */
  async login(staff: TestStaff, at: Date, overrides: Partial<{ email: string; password: string; totp: string }> = {}): Promise<Answer> {
    const r = await this.call('POST', '/api/staff/login', { email: staff.email, password: staff.password, totp: totpCode(staff.totpSecret, at), ...overrides });
    if (r.status === 200) {
      this.cookie = `staff_sid=${cookiesOf(r).staff_sid}`;
      this.csrf = (r.body as { csrf_token: string }).csrf_token;
    }
    return r;
  }
}

/** A member like Robert Chen (no direct deposits: manual review), numbered `n`, added to the built-in directory. */
export async function addReviewMember(app: FastifyInstance, n: number, name = { firstName: 'Rev', lastName: `Member${String.fromCharCode(65 + (n % 26))}` }): Promise<{ person: Person; accountId: string }> {
  const robert = demoMembers(app.services.now()).find((m) => m.member_id === 'M-1004');
  if (!robert) throw new Error('Robert Chen is not among the demo members');
  const digits = String(n).padStart(4, '0');
  const accountId = `CHK-R${digits}-01`;
  const member: MemberInput = {
    ...robert, member_id: `M-R${digits}`, first_name: name.firstName, last_name: name.lastName, ssn: `20000${digits}`, phone: `+1202556${digits}`,
    accounts: robert.accounts.map((a, i) => ({ ...a, account_id: i === 0 ? accountId : `${a.account_id}-R${digits}` })),
  };
  await upsertMember(app.services.db, app.services.secrets, member);
  return { person: { firstName: name.firstName, lastName: name.lastName, ssn: member.ssn, phoneNumber: `202556${digits}`, dob: robert.dob }, accountId };
}
