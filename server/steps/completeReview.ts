import { toView } from '../domain/application/view';
import { formProgress } from '../domain/application/formProgress';
import { fail } from '../errors/apiError';
import { requireSession } from '../plugins/app/session';
import { applicationsRepo } from '../repos/applications';
import { apiSchemas } from '../schemas/apiSchemas';
import { stepRoute, type ServerHandler } from './types';

/**
 * `POST application/complete-review`: only from USER_REVIEW with every form step filled;
 * moves to PROCESSING_APPLICATION and enqueues the 'decide' job in the same transaction, then
 * calls the `onReviewCompleted` listeners.
 */
export const completeReviewHandler: ServerHandler = {
  name: 'completeReview',
  routes: [
    stepRoute<Record<string, never> | undefined>({
      path: 'application/complete-review',
      summary: 'Completes the review; the application goes to PROCESSING_APPLICATION.',
      body: apiSchemas.empty,
      response: apiSchemas.applicationView,
      async handle({ services, product, request }) {
        const { application, expiresInSeconds } = await requireSession(services, request, product);
        if (application.step !== 'USER_REVIEW' || formProgress(product, application.data).step !== 'USER_REVIEW')
          throw fail.stepNotAllowed(application.step, 'USER_REVIEW');
        // The state change and its 'decide' job are committed together.
        const updated = await services.db.transaction(async (tx) => {
          const next = await applicationsRepo.update(tx, application, services.now(), { step: 'PROCESSING_APPLICATION' }, { type: 'review_completed' });
          await services.queue.enqueue(tx, 'decide', next.id);
          return next;
        });
        // A failing listener is logged, never undoes the stored change.
        for (const listener of services.onReviewCompleted) {
          try {
            await listener({ application: updated, product });
          } catch (error) {
            request.log.error({ err: error, application_id: updated.id }, 'onReviewCompleted listener failed');
          }
        }
        return toView(product, updated, expiresInSeconds);
      },
    }),
  ],
};
