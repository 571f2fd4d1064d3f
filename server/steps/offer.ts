import { withAutomaticPayments, repriceSchedule } from '../domain/application/offers';
import { toView } from '../domain/application/view';
import type { PalLoanSchedule } from '../domain/pricing';
import { ApiError, fail } from '../errors/apiError';
import { requireSession } from '../plugins/app/session';
import { applicationsRepo, type ApplicationRecord } from '../repos/applications';
import { apiSchemas } from '../schemas/apiSchemas';
import { stepRoute, type ServerHandler, type StepCallContext } from './types';

const obj = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', additionalProperties: false, required, properties });

/** The session's application, which must be at OFFER_REVIEW (409 STEP_NOT_ALLOWED otherwise). */
async function atOfferReview(ctx: StepCallContext<unknown>) {
  const session = await requireSession(ctx.services, ctx.request, ctx.product);
  if (session.application.step !== 'OFFER_REVIEW') throw fail.stepNotAllowed(session.application.step, 'OFFER_REVIEW');
  return session;
}

const schedulesOf = (app: ApplicationRecord) => (app.data.loan_schedules ?? []) as PalLoanSchedule[];

/** Offer review calls: select an offer, autopay on/off, accept (-> DOCUSIGN) or decline (-> APPLICATION_CANCELED). */
export const offerHandler: ServerHandler = {
  name: 'offer',
  routes: [
    stepRoute<{ offer_id: string }>({
      path: 'application/select-offer',
      summary: 'Selects one of the loan schedules; answers the application.',
      body: obj({ offer_id: { type: 'string', minLength: 1, maxLength: 100 } }, ['offer_id']),
      response: apiSchemas.applicationView,
      async handle(ctx) {
        const { application: app, expiresInSeconds } = await atOfferReview(ctx);
        const chosen = schedulesOf(app).find((s) => s.offer_id === ctx.body.offer_id);
        if (!chosen) throw fail.validation([{ field: 'offer_id', code: 'enum', message: 'is not one of the offers' }]);
        const updated = await applicationsRepo.update(ctx.services.db, app, ctx.services.now(),
          { data: { ...app.data, selected_offer_id: chosen.offer_id, selected_loan_schedule: chosen } }, { type: 'offer_selected', detail: { offer_id: chosen.offer_id } });
        return toView(ctx.product, updated, expiresInSeconds);
      },
    }),
    stepRoute<{ is_automatic_payments_enabled: boolean }>({
      path: 'application/enable-automatic-payments',
      summary: 'Turns automatic payments on or off (offers repriced with the autopay APR discount); answers the application.',
      body: obj({ is_automatic_payments_enabled: { type: 'boolean' } }, ['is_automatic_payments_enabled']),
      response: apiSchemas.applicationView,
      async handle(ctx) {
        const { application: app, expiresInSeconds } = await atOfferReview(ctx);
        const enabled = ctx.body.is_automatic_payments_enabled;
        const updated = await applicationsRepo.update(ctx.services.db, app, ctx.services.now(),
          { data: withAutomaticPayments(ctx.product.config, app.data, enabled) }, { type: 'automatic_payments_set', detail: { enabled } });
        return toView(ctx.product, updated, expiresInSeconds);
      },
    }),
    stepRoute<Record<string, never>>({
      path: 'application/accept-offer',
      summary: 'Accepts the selected offer (priced as of today); the application goes to DOCUSIGN. A replay answers the same.',
      body: apiSchemas.empty,
      response: apiSchemas.applicationView,
      async handle(ctx) {
        const { services, product } = ctx;
        const { application: app, expiresInSeconds } = await requireSession(services, ctx.request, product);
        if (app.step === 'DOCUSIGN') return toView(product, app, expiresInSeconds);
        if (app.step !== 'OFFER_REVIEW') throw fail.stepNotAllowed(app.step, 'OFFER_REVIEW');
        const selected = app.data.selected_loan_schedule as PalLoanSchedule | null | undefined;
        if (!selected) throw new ApiError(409, 'OFFER_NOT_SELECTED', 'Select an offer before accepting it.');
        const today = services.now().toISOString().slice(0, 10);
        const accepted = repriceSchedule(product.config, selected, app.data.is_automatic_payments_enabled === true, today);
        try {
          const updated = await applicationsRepo.update(services.db, app, services.now(), { step: 'DOCUSIGN', data: { ...app.data, selected_loan_schedule: accepted } },
            { type: 'offer_accepted', detail: { offer_id: accepted.offer_id } });
          return toView(product, updated, expiresInSeconds);
        } catch (error) {
          // A concurrent accept won the race: answer its result.
          const now = await applicationsRepo.get(services.db, app.id);
          if (error instanceof ApiError && error.errorCode === 'CONFLICT' && now?.step === 'DOCUSIGN') return toView(product, now, expiresInSeconds);
          throw error;
        }
      },
    }),
    stepRoute<Record<string, never>>({
      path: 'application/decline-offer',
      summary: 'Declines the offers; the application goes to APPLICATION_CANCELED with outcome {declined: true}.',
      body: apiSchemas.empty,
      response: apiSchemas.applicationView,
      async handle(ctx) {
        const { application: app, expiresInSeconds } = await atOfferReview(ctx);
        const updated = await applicationsRepo.update(ctx.services.db, app, ctx.services.now(), { step: 'APPLICATION_CANCELED', outcome: { declined: true } }, { type: 'offer_declined' });
        return toView(ctx.product, updated, expiresInSeconds);
      },
    }),
  ],
};
