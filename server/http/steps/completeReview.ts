import { toView } from '../../domain/application/view';
import { completeReview } from '../../domain/lifecycle';
import { requireSession } from '../session';
import { apiSchemas } from '../../schemas/apiSchemas';
import { stepRoute, type ServerHandler, type StepCallContext } from './types';

/**
 * `POST application/complete-review`: only from USER_REVIEW with every form step filled;
 * moves to PROCESSING_APPLICATION and enqueues the 'decide' job in the same transaction, then
 * calls the `onReviewCompleted` listeners.
 */
async function finishReview({ services, product, request }: StepCallContext<Record<string, never>>) {
  const { application, expiresInSeconds } = await requireSession(services, request, product);
  // The state change and its 'decide' job are committed together.
  const updated = await completeReview(services, product, application);
  // A failing listener is logged, never undoes the stored change.
  for (const listener of services.onReviewCompleted) {
    try {
      await listener({ application: updated, product });
    } catch (error) {
      request.log.error({ err: error, application_id: updated.id }, 'onReviewCompleted listener failed');
    }
  }
  return toView(product, updated, expiresInSeconds);
}

/** The review's completion. */
export const completeReviewHandler: ServerHandler = {
  name: 'completeReview',
  routes: [
    stepRoute({
      path: 'application/complete-review',
      summary: 'Completes the review; the application goes to PROCESSING_APPLICATION.',
      body: apiSchemas.empty,
      response: apiSchemas.applicationView,
      handle: finishReview,
    }),
  ],
};
