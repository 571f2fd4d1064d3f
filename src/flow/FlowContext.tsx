import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FlowDefinition } from '../core/flow/types';
import type { Step } from '../core/steps';
import { activeProduct } from '../api/product';
import { flowOf } from './flows';

/** What a component knows about the active flow. */
export interface FlowApi {
  flow: FlowDefinition;
  product: string;
  /** Route of `step`; throws an error naming the step when the flow lacks it. */
  routeOf(step: Step): string;
  /** Step served at `pathname` (trailing slash ignored), or undefined. */
  stepAt(pathname: string): Step | undefined;
}

/** Builds the flow API of a flow definition. */
export function createFlowApi(flow: FlowDefinition): FlowApi {
  return {
    flow,
    product: flow.product,
    routeOf(step) {
      const found = flow.steps.find((s) => s.step === step);
      if (!found) throw new Error(`Flow "${flow.product}" has no step ${step}`);
      return found.route;
    },
    stepAt(pathname) {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      return flow.steps.find((s) => s.route === path)?.step;
    },
  };
}

const FlowContext = createContext<FlowApi | null>(null);

/** Provides a flow (tests, other products); without it the active product's flow is used. */
export function FlowProvider({ flow, children }: { flow?: FlowDefinition; children: ReactNode }) {
  const value = useMemo(() => createFlowApi(flow ?? flowOf(activeProduct())), [flow]);
  return <FlowContext.Provider value={value}>{children}</FlowContext.Provider>;
}

let defaultApi: FlowApi | undefined;

/** The active flow: the provided one, else `?product=` (default microloan) from flows/. */
export function useFlow(): FlowApi {
  const provided = useContext(FlowContext);
  if (provided) return provided;
  defaultApi ??= createFlowApi(flowOf(activeProduct()));
  return defaultApi;
}

/** Search of the error page when the server names a step the flow has no route for. */
export const INVALID_ROUTE_SEARCH = 'reason=invalid_route';

/**
 * Navigates to the route of a step (a step the flow lacks goes to the error page, which then
 * says "Invalid route"), replacing the current history entry. The function keeps
 * its identity across navigations (the router's own navigate changes with the location), so
 * effects that depend on it do not re-run on every page change.
 */
export function useGoToStep(): (step: Step, opts?: { search?: string }) => void {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const { routeOf } = useFlow();
  const { flow } = useFlow();
  return useCallback(
    (step, opts) => {
      // A step this flow has no page for (a newer server): the error page says "Invalid route".
      if (!flow.steps.some((s) => s.step === step)) {
        latest.current(`${routeOf('APPLICATION_ERROR')}?${INVALID_ROUTE_SEARCH}`, { replace: true });
        return;
      }
      const search = opts?.search ? (opts.search.startsWith('?') ? opts.search : `?${opts.search}`) : '';
      latest.current(`${routeOf(step)}${search}`, { replace: true });
    },
    [routeOf, flow],
  );
}
