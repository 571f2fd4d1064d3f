import { toView } from '../../domain/application/view';
import { acceptOffer, assertOfferReview, declineOffer, selectOffer, setAutomaticPayments } from '../../domain/lifecycle';
import { requireSession } from '../session';
import { apiSchemas } from '../../schemas/apiSchemas';
import { stepRoute, type ServerHandler, type StepCallContext } from './types';

const obj = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', additionalProperties: false, required, properties });

/** The session's application, which must be at OFFER_REVIEW (409 STEP_NOT_ALLOWED otherwise). */
async function atOfferReview(ctx: StepCallContext<unknown>) {
  const session = await requireSession(ctx.services, ctx.request, ctx.product);
  assertOfferReview(session.application);
  return session;
}

/** `POST application/select-offer {offer_id}`. */
async function handleSelectOffer(ctx: StepCallContext<{ offer_id: string }>) {
  const { application, expiresInSeconds } = await atOfferReview(ctx);
  return toView(ctx.product, await selectOffer(ctx.services, ctx.product, application, ctx.body.offer_id), expiresInSeconds);
}

/** `POST application/enable-automatic-payments {is_automatic_payments_enabled}`. */
async function handleAutomaticPayments(ctx: StepCallContext<{ is_automatic_payments_enabled: boolean }>) {
  const { application, expiresInSeconds } = await atOfferReview(ctx);
  return toView(ctx.product, await setAutomaticPayments(ctx.services, ctx.product, application, ctx.body.is_automatic_payments_enabled), expiresInSeconds);
}

/** `POST application/accept-offer` (a replay answers the same). */
async function handleAcceptOffer(ctx: StepCallContext<Record<string, never>>) {
  const { application, expiresInSeconds } = await requireSession(ctx.services, ctx.request, ctx.product);
  return toView(ctx.product, await acceptOffer(ctx.services, ctx.product, application), expiresInSeconds);
}

/** `POST application/decline-offer`. */
async function handleDeclineOffer(ctx: StepCallContext<Record<string, never>>) {
  const { application, expiresInSeconds } = await atOfferReview(ctx);
  return toView(ctx.product, await declineOffer(ctx.services, ctx.product, application), expiresInSeconds);
}

/** Offer review calls: select an offer, autopay on/off, accept (-> DOCUSIGN) or decline (-> APPLICATION_CANCELED). */
export const offerHandler: ServerHandler = {
  name: 'offer',
  routes: [
    stepRoute({
      path: 'application/select-offer',
      summary: 'Selects one of the loan schedules; answers the application.',
      body: obj({ offer_id: { type: 'string', minLength: 1, maxLength: 100 } }, ['offer_id']),
      response: apiSchemas.applicationView,
      handle: handleSelectOffer,
    }),
    stepRoute({
      path: 'application/enable-automatic-payments',
      summary: 'Turns automatic payments on or off (offers repriced with the autopay APR discount); answers the application.',
      body: obj({ is_automatic_payments_enabled: { type: 'boolean' } }, ['is_automatic_payments_enabled']),
      response: apiSchemas.applicationView,
      handle: handleAutomaticPayments,
    }),
    stepRoute({
      path: 'application/accept-offer',
      summary: 'Accepts the selected offer (priced as of today); the application goes to DOCUSIGN. A replay answers the same.',
      body: apiSchemas.empty,
      response: apiSchemas.applicationView,
      handle: handleAcceptOffer,
    }),
    stepRoute({
      path: 'application/decline-offer',
      summary: 'Declines the offers; the application goes to APPLICATION_CANCELED with outcome {declined: true}.',
      body: apiSchemas.empty,
      response: apiSchemas.applicationView,
      handle: handleDeclineOffer,
    }),
  ],
};
