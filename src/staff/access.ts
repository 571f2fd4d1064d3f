import { useStaffRoles } from './api/session';
import type { StaffRole } from './api/types';

/**
 * What each role may do in the console: the same table as the server's route access
 * (server/staff/README.md). The console only hides or disables what a role cannot do; the
 * server refuses it anyway (403 FORBIDDEN).
 */
export const ACCESS = {
  queue: ['reviewer', 'supervisor', 'auditor'],
  decide: ['reviewer', 'supervisor'],
  assign: ['supervisor'],
  notices: ['reviewer', 'supervisor', 'auditor'],
  jobs: ['supervisor', 'auditor'],
  retry: ['supervisor'],
  fundings: ['supervisor', 'auditor'],
  resolveFunding: ['supervisor'],
  printLetters: ['reviewer', 'supervisor'],
  auditExport: ['supervisor', 'auditor'],
  funnel: ['supervisor', 'auditor'],
  accounts: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** Something the console lets a role do. */
export type Permission = keyof typeof ACCESS;

/** Whether any of `roles` may do `permission`. */
export function allows(roles: readonly StaffRole[], permission: Permission): boolean {
  return (ACCESS[permission] as readonly StaffRole[]).some((role) => roles.includes(role));
}

/** Whether the signed-in staff member may do `permission`. */
export function useAllows(permission: Permission): boolean {
  return allows(useStaffRoles(), permission);
}
