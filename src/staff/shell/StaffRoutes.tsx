import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { allows, type Permission } from '../access';
import { useStaffRoles } from '../api/session';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { Loading } from '../parts/Loading';
import { RequireStaff } from './RequireStaff';
import { StaffLayout } from './StaffLayout';
import { NAV_ITEMS } from './navItems';

// Each screen is its own chunk, loaded when its route opens.
const SignInScreen = lazy(() => import('../screens/SignInScreen'));
const QueueScreen = lazy(() => import('../screens/QueueScreen'));
const ApplicationScreen = lazy(() => import('../screens/ApplicationScreen'));
const NoticesScreen = lazy(() => import('../screens/NoticesScreen'));
const JobsScreen = lazy(() => import('../screens/JobsScreen'));
const FundingsScreen = lazy(() => import('../screens/FundingsScreen'));
const AuditExportScreen = lazy(() => import('../screens/AuditExportScreen'));
const FunnelScreen = lazy(() => import('../screens/FunnelScreen'));
const AccountsScreen = lazy(() => import('../screens/AccountsScreen'));

/** A screen behind its permission: a role without it sees the not-allowed message. */
function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const roles = useStaffRoles();
  return allows(roles, permission) ? <Suspense fallback={<Loading />}>{children}</Suspense> : <NotFoundScreen forbidden />;
}

/** `/staff/`: the first screen the signed-in role may open (the queue for most). */
function Home() {
  const roles = useStaffRoles();
  const first = NAV_ITEMS.find((item) => allows(roles, item.permission));
  return first ? <Navigate to={first.path} replace /> : <NotFoundScreen forbidden />;
}

/** The console's routes, under the router's basename /staff (server/staff/README.md names them in links). */
export const STAFF_ROUTES: RouteObject[] = [
  { path: '/sign-in', element: <Suspense fallback={<Loading />}><SignInScreen /></Suspense> },
  {
    element: <RequireStaff />,
    children: [
      {
        element: <StaffLayout />,
        children: [
          { index: true, element: <Home /> },
          { path: 'reviews', element: <Allowed permission="queue"><QueueScreen /></Allowed> },
          { path: 'reviews/:id', element: <Allowed permission="queue"><ApplicationScreen /></Allowed> },
          { path: 'notices', element: <Allowed permission="notices"><NoticesScreen /></Allowed> },
          { path: 'jobs', element: <Allowed permission="jobs"><JobsScreen /></Allowed> },
          { path: 'fundings', element: <Allowed permission="fundings"><FundingsScreen /></Allowed> },
          { path: 'audit', element: <Allowed permission="auditExport"><AuditExportScreen /></Allowed> },
          { path: 'funnel', element: <Allowed permission="funnel"><FunnelScreen /></Allowed> },
          { path: 'accounts', element: <Allowed permission="accounts"><AccountsScreen /></Allowed> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/** The console's routes. */
export function StaffRoutes() {
  return useRoutes(STAFF_ROUTES);
}
