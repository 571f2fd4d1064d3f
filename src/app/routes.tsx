import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import type { FlowDefinition, FlowStep, FormStepConfig } from '../core/flow/types';
import { ApplicationGuard } from '../flow/ApplicationGuard';
import { screens } from '../screens/registry';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

/** The step runtime (RJSF + precompiled validators), loaded only when a form step opens. */
const StepHost = lazy(() => import('../flow/StepHost'));

/** Prefix of the routes that need a loaded application (SPEC section 2). */
export const GUARDED_PREFIX = '/application/';

/** The screen component of a registry name; throws an error naming the name and where it is used. */
export function screenOf(name: string, usedBy: string) {
  const screen = (screens as Record<string, (typeof screens)[keyof typeof screens]>)[name];
  if (!screen) throw new Error(`Unknown screen "${name}" in ${usedBy}; known screens: ${Object.keys(screens).join(', ')}`);
  return screen;
}

function hasForm(step: FlowStep): step is FlowStep & { form: FormStepConfig } {
  return step.form !== undefined;
}

/** The page of a flow step: StepHost for a form, else its registered screen (also used by the preview). */
export function stepElement(step: FlowStep) {
  if (hasForm(step)) return <StepHost key={step.step} step={step} />;
  if (!step.screen) throw new Error(`Step ${step.step} has neither a form nor a screen`);
  const Screen = screenOf(step.screen, `step ${step.step}`);
  return <Screen key={step.step} step={step} options={step.options} />;
}

function withSuspense(element: React.ReactNode) {
  return <Suspense fallback={<Spinner />}>{element}</Suspense>;
}

/** The product owners' preview (local mode; the page says so elsewhere), loaded only when opened. */
const PreviewPage = lazy(() => import('../preview/PreviewPage'));

/** The route objects of a flow: every step and extra route under the common layout, and /preview. */
export function flowRoutes(flow: FlowDefinition): RouteObject[] {
  const stepRoute = (step: FlowStep): RouteObject => ({
    path: step.route,
    element: withSuspense(stepElement(step)),
    errorElement: <RouteError />,
  });
  const guarded = flow.steps.filter((s) => s.route.startsWith(GUARDED_PREFIX));
  const open = flow.steps.filter((s) => !s.route.startsWith(GUARDED_PREFIX));
  const extras = (flow.extraRoutes ?? []).map((extra): RouteObject => {
    const Screen = screenOf(extra.screen, `extra route ${extra.route}`);
    return { path: extra.route, element: withSuspense(<Screen options={extra.options} />), errorElement: <RouteError /> };
  });
  return [
    { path: '/preview', element: withSuspense(<PreviewPage />), errorElement: <RouteError /> },
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to="/apply" replace /> },
        ...open.map(stepRoute),
        { element: <ApplicationGuard />, errorElement: <RouteError />, children: guarded.map(stepRoute) },
        ...extras,
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
