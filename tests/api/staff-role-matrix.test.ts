import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../server/config/staffEnv';
import { Applicant, errorOf, injectTransport } from '../helpers/api';
import { dbTargets } from '../helpers/dbTargets';
import { MARIA } from '../helpers/people';
import { addStaff, StaffClient } from '../helpers/staff';
import { suiteApp } from '../helpers/testApp';

type Access = 'public' | 'staff' | readonly StaffRole[];

/**
 * Who may call each staff route: the contract of server/staff/README.md. The test below finds
 * the routes in the running app; a route missing here (or listed here but not registered) fails.
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/staff/session': 'public',
  'POST /api/staff/login': 'public',
  'GET /api/staff/oidc/start': 'public',
  'GET /api/staff/oidc/callback': 'public',
  'POST /api/staff/logout': 'staff',
  'GET /api/staff/meta': 'staff',
  'GET /api/staff/reviews': ['reviewer', 'supervisor', 'auditor'],
  'GET /api/staff/reviews/:id': ['reviewer', 'supervisor', 'auditor'],
  'POST /api/staff/reviews/:id/decision': ['reviewer', 'supervisor'],
  'POST /api/staff/reviews/:id/assignment': ['supervisor'],
  'GET /api/staff/reviewers': ['supervisor'],
  'GET /api/staff/applications/:id/events': ['reviewer', 'supervisor', 'auditor'],
  'GET /api/staff/audit/export': ['supervisor', 'auditor'],
  'GET /api/staff/notices': ['reviewer', 'supervisor', 'auditor'],
  'GET /api/staff/jobs/failed': ['supervisor', 'auditor'],
  'POST /api/staff/notices/print-batch': ['reviewer', 'supervisor'],
  'POST /api/staff/jobs/:id/retry': ['supervisor'],
  'GET /api/staff/funnel': ['supervisor', 'auditor'],
  'GET /api/staff/accounts': ['admin'],
  'PATCH /api/staff/accounts/:id': ['admin'],
  'GET /api/staff/fundings/unresolved': ['supervisor', 'auditor'],
  'POST /api/staff/fundings/:id/resolution': ['supervisor'],
};

const ROLES: readonly StaffRole[] = ['reviewer', 'supervisor', 'auditor', 'admin'];

/**
 * Every route of the app as "METHOD /path", read from Fastify's own route tree
 * (`printRoutes({ commonPrefix: false })`): nested lines continue their parent's path.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((x) => x.trim()).filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** A URL to call a route with: ids that exist nowhere, so allowed calls change nothing. */
function concrete(path: string): string {
  return path.replace('/jobs/:id', '/jobs/999999999').replace(/:id/g, '00000000-0000-4000-8000-000000000000');
}

describe.each(dbTargets())('the role matrix of every /api/staff route on $name', (target) => {
  const s = suiteApp(target);
  const clients = new Map<StaffRole, StaffClient>();
  let applicantCookie = '';
  let routes: string[] = [];

  beforeAll(async () => {
    let i = 0;
    for (const role of ROLES) {
      const client = new StaffClient(s.app, `10.9.0.${++i}`);
      const r = await client.login(await addStaff(s.app, [role]), s.clock.now());
      expect(r.status).toBe(200);
      clients.set(role, client);
    }
    const maria = new Applicant(injectTransport(s.app));
    await maria.signIn(MARIA);
    applicantCookie = maria.cookie;
    expect(applicantCookie).toMatch(/^sid=/);
    // Signing out last: the calls before it need the sessions.
    const last = 'POST /api/staff/logout';
    routes = registeredRoutes(s.app).filter((r) => r.split(' ')[1].startsWith('/api/staff') && !r.startsWith('HEAD '))
      .sort((a, b) => Number(a === last) - Number(b === last));
  });

  it('finds the staff routes in the app, and each one is in the contract', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
    expect([...routes].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('without a cookie, and with an applicant\'s session, every non-public route answers 401 with the error payload', async () => {
    const applicantSid = applicantCookie.slice('sid='.length);
    for (const route of routes) {
      const [method, path] = route.split(' ');
      if (EXPECTED[route] === 'public') continue;
      for (const cookie of [undefined, applicantCookie, `staff_sid=${applicantSid}`]) {
        const r = await s.app.inject({ method: method as 'GET', url: concrete(path), headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
        expect({ route, cookie: cookie?.split('=')[0] ?? 'none', status: r.statusCode }).toEqual({ route, cookie: cookie?.split('=')[0] ?? 'none', status: 401 });
        expect(JSON.parse(r.body)).toEqual({ error: { message: 'Sign in to the staff console.', status_code: 401, error_code: 'UNAUTHORIZED', details: null } });
      }
    }
  });

  it('each role gets 403 FORBIDDEN with the payload where it is not admitted, and is let through where it is', async () => {
    const seen: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ');
      const access = EXPECTED[route];
      for (const role of ROLES) {
        const r = await clients.get(role)!.call(method, concrete(path), method === 'GET' ? undefined : {});
        const admitted = access === 'public' || access === 'staff' || access.includes(role);
        if (admitted) {
          expect({ route, role, status: r.status }).not.toMatchObject({ status: 401 });
          expect({ route, role, status: r.status }).not.toMatchObject({ status: 403 });
        } else {
          expect({ route, role, status: r.status }).toEqual({ route, role, status: 403 });
          expect(errorOf(r)).toMatchObject({ status_code: 403, error_code: 'FORBIDDEN' });
          seen.push(`${role} ${route}`);
        }
      }
    }
    // Spot checks of the table itself, so that a too generous contract would be noticed.
    expect(seen).toEqual(expect.arrayContaining([
      'auditor POST /api/staff/reviews/:id/decision', 'reviewer GET /api/staff/funnel', 'reviewer POST /api/staff/jobs/:id/retry', 'auditor POST /api/staff/notices/print-batch',
      'admin GET /api/staff/reviews', 'supervisor GET /api/staff/accounts', 'auditor PATCH /api/staff/accounts/:id',
    ]));
  });

  it('the admitted calls changed nothing (ids that exist nowhere), and the last one signed every role out', async () => {
    for (const role of ROLES) expect((await clients.get(role)!.call('GET', '/api/staff/session')).body).toMatchObject({ signed_in: false });
    const { rows } = await s.db.query<{ n: string | number }>("SELECT count(*) AS n FROM application_events WHERE staff_id IS NOT NULL");
    expect(Number(rows[0].n)).toBe(0);
  });
});
