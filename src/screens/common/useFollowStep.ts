import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useFlow, useGoToStep } from '../../flow/FlowContext';
import type { ApplicationView } from '../../core/application';

/**
 * Waiting screens: once the (polled) application names a step other than the one of the
 * current route, go to that step's route (replacing the history entry).
 */
export function useFollowStep(application: ApplicationView | undefined): void {
  const { pathname } = useLocation();
  const { stepAt } = useFlow();
  const goToStep = useGoToStep();
  const next = application?.step;
  const here = stepAt(pathname);
  useEffect(() => {
    if (next && next !== here) goToStep(next);
  }, [next, here, goToStep]);
}
