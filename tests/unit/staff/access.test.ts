import { readFileSync } from 'node:fs';
import { ACCESS, allows, type Permission } from '../../../src/staff/access';
import type { StaffRole } from '../../../src/staff/api/types';

/** The route of the server each permission of the console stands for. */
const ROUTE_OF: Record<Permission, string> = {
  queue: 'GET /api/staff/reviews',
  decide: 'POST /api/staff/reviews/:id/decision',
  assign: 'POST /api/staff/reviews/:id/assignment',
  notices: 'GET /api/staff/notices',
  jobs: 'GET /api/staff/jobs/failed',
  retry: 'POST /api/staff/jobs/:id/retry',
  fundings: 'GET /api/staff/fundings/unresolved',
  resolveFunding: 'POST /api/staff/fundings/:id/resolution',
  printLetters: 'POST /api/staff/notices/print-batch',
  auditExport: 'GET /api/staff/audit/export',
  funnel: 'GET /api/staff/funnel',
  accounts: 'GET /api/staff/accounts',
};

/** The route table of the contract (server/staff/README.md): "METHOD /path" -> roles. */
function contract(): Map<string, string[]> {
  const readme = readFileSync(new URL('../../../server/staff/README.md', import.meta.url), 'utf8');
  const routes = new Map<string, string[]>();
  for (const m of readme.matchAll(/^\| (GET|POST|PATCH|DELETE) \| `([^`?]+)(?:\?[^`]*)?` \| ([^|]+) \|/gm)) {
    routes.set(`${m[1]} ${m[2]}`, m[3].split(',').map((r) => r.trim()));
  }
  return routes;
}

describe('what the console shows each role is what the server admits (server/staff/README.md)', () => {
  const routes = contract();
  it('reads the contract\'s route table', () => {
    expect(routes.size).toBeGreaterThan(15);
  });
  for (const [permission, route] of Object.entries(ROUTE_OF) as Array<[Permission, string]>) {
    it(`${permission}: ${route}`, () => {
      expect([...ACCESS[permission]].sort()).toEqual([...(routes.get(route) ?? ['(not in the contract)'])].sort());
    });
  }
  it('a role allows what one of its roles allows', () => {
    const roles: StaffRole[] = ['auditor', 'admin'];
    expect(allows(roles, 'accounts')).toBe(true);
    expect(allows(roles, 'decide')).toBe(false);
    expect(allows([], 'queue')).toBe(false);
  });
});
