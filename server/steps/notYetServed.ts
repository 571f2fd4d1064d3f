import { fail } from '../errors/apiError';
import { requireSession } from '../plugins/app/session';
import { apiSchemas } from '../schemas/apiSchemas';
import { stepRoute, type StepRoute } from './types';

/**
 * A call whose step logic lands in a later issue: it checks the session and answers
 * 409 STEP_NOT_ALLOWED (no application can be at its step yet).
 */
export function notYetServed(path: string, step: string, summary: string, body: Record<string, unknown>): StepRoute<never> {
  return stepRoute<unknown>({
    path,
    summary,
    body,
    response: apiSchemas.applicationView,
    async handle({ services, product, request }) {
      const { application } = await requireSession(services, request, product);
      throw fail.stepNotAllowed(application.step, step);
    },
  });
}
