import { recordLanguage, type ApplicantLanguage } from '../../domain/application/applicantContact';
import { toView } from '../../domain/application/view';
import { completeReview } from '../../domain/lifecycle';
import { requireSession } from '../session';
import { apiSchemas } from '../../schemas/apiSchemas';
import { stepRoute, type ServerHandler, type StepCallContext } from './types';

/** The language the member chose on the page (schemas/api/complete-review.schema.json). */
type CompleteReviewBody = { language?: ApplicantLanguage };

/**
 * `POST application/complete-review {language?}`: only from USER_REVIEW with every form step filled;
 * moves to PROCESSING_APPLICATION and enqueues the 'decide' job in the same transaction, then
 * calls the `onReviewCompleted` listeners. A `language` (the one chosen on the page) is recorded
 * first, so the decision's notice and later ones are in it.
 */
async function finishReview({ services, product, request, body }: StepCallContext<CompleteReviewBody>) {
  const { application, expiresInSeconds } = await requireSession(services, request, product);
  // Before the 'decide' job can run: its notice reads the language recorded.
  if (body.language) await recordLanguage(services.db, application.id, body.language);
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
      summary: 'Completes the review (recording the language chosen on the page); the application goes to PROCESSING_APPLICATION.',
      body: apiSchemas.completeReview,
      response: apiSchemas.applicationView,
      handle: finishReview,
    }),
  ],
};
