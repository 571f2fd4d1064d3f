import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { FlowDefinition, FlowStep } from '../core/flow/types';
import { getScreen } from '../screens/registry';
import { stepElement } from '../flow/stepElement';
import { applicationGuard, GUARDED_PREFIX } from '../flow/guarded';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { PendingBoundary } from './PendingBoundary';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The guard of the /application routes (query, session timeout), loaded when one opens. */
const ApplicationGuard = applicationGuard.Component;

export { GUARDED_PREFIX };

/** A route's element: its own error boundary (reset by navigation) around a pending boundary. */
function RoutePage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <PendingBoundary>{children}</PendingBoundary>
    </RouteErrorBoundary>
  );
}

/**
 * A route's page, keyed by its route: each route has boundaries of its own. Unkeyed, every
 * route would reuse the same (already shown) Suspense boundary at the outlet, and the router's
 * navigations, made in a transition, would keep the previous page on screen, buttons and all,
 * until the next one had loaded.
 */
const page = (key: string, element: ReactNode) => (
  <RoutePage key={key}>{element}</RoutePage>
);

/** The product owners' preview (local mode; the page says so elsewhere), loaded only when opened. */
const PreviewPage = lazy(() => import('../preview/PreviewPage'));

/** The route objects of a flow: every step and extra route under the common layout, and /preview. */
export function flowRoutes(flow: FlowDefinition): RouteObject[] {
  const stepRoute = (step: FlowStep): RouteObject => ({
    path: step.route,
    element: page(step.route, stepElement(step)),
  });
  const guarded = flow.steps.filter((s) => s.route.startsWith(GUARDED_PREFIX));
  const open = flow.steps.filter((s) => !s.route.startsWith(GUARDED_PREFIX));
  const extras = (flow.extraRoutes ?? []).map((extra): RouteObject => {
    const Screen = getScreen(extra.screen, `extra route ${extra.route}`);
    return { path: extra.route, element: page(extra.route, <Screen options={extra.options} />) };
  });
  return [
    { path: '/preview', element: page('/preview', <PreviewPage />) },
    {
      element: <Layout />,
      children: [
        { path: '/', element: <Navigate to="/apply" replace /> },
        ...open.map(stepRoute),
        { element: page(GUARDED_PREFIX, <ApplicationGuard />), children: guarded.map(stepRoute) },
        ...extras,
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
