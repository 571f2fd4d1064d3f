import { apiSchemas } from '../schemas/apiSchemas';
import { notYetServed } from './notYetServed';
import type { ServerHandler } from './types';

const obj = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', additionalProperties: false, required, properties });

/** Offer review calls (placeholder until the pricing/decision issue: answers 409 STEP_NOT_ALLOWED). */
export const offerHandler: ServerHandler = {
  name: 'offer',
  routes: [
    notYetServed('application/select-offer', 'OFFER_REVIEW', 'Selects a loan schedule.', obj({ offer_id: { type: 'string', maxLength: 100 } }, ['offer_id'])),
    notYetServed('application/enable-automatic-payments', 'OFFER_REVIEW', 'Turns automatic payments on or off.',
      obj({ is_automatic_payments_enabled: { type: 'boolean' } }, ['is_automatic_payments_enabled'])),
    notYetServed('application/accept-offer', 'OFFER_REVIEW', 'Accepts the selected offer.', apiSchemas.empty),
    notYetServed('application/decline-offer', 'OFFER_REVIEW', 'Declines the offer.', apiSchemas.empty),
  ],
};
