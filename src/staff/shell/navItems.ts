import type { Permission } from '../access';

/** One entry of the console's navigation. */
export interface NavItem {
  /** Route under /staff. */
  path: string;
  /** Key of its label in staff.json. */
  label: string;
  /** Who sees it. */
  permission: Permission;
}

/** The navigation, in order; each role sees the entries it may open. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/reviews', label: 'nav.reviews', permission: 'queue' },
  { path: '/notices', label: 'nav.notices', permission: 'notices' },
  { path: '/jobs', label: 'nav.jobs', permission: 'jobs' },
  { path: '/fundings', label: 'nav.fundings', permission: 'fundings' },
  { path: '/audit', label: 'nav.audit', permission: 'auditExport' },
  { path: '/funnel', label: 'nav.funnel', permission: 'funnel' },
  { path: '/accounts', label: 'nav.accounts', permission: 'accounts' },
];
