import { applyHandler } from './apply';
import { completeReviewHandler } from './completeReview';
import { offerHandler } from './offer';
import { otpHandler } from './otp';
import { signHandler } from './sign';
import type { ServerHandler } from './types';

/** Every server handler a flow may name in `"server"`, keyed by that name. */
export const SERVER_HANDLERS: Readonly<Record<string, ServerHandler>> = {
  apply: applyHandler,
  otp: otpHandler,
  completeReview: completeReviewHandler,
  offer: offerHandler,
  sign: signHandler,
};

/** The handler of that name; throws naming it (and the step) when unknown. */
export function serverHandler(name: string, step: string): ServerHandler {
  const handler = SERVER_HANDLERS[name];
  if (!handler) throw new Error(`Step ${step} names unknown server handler "${name}"; known: ${Object.keys(SERVER_HANDLERS).join(', ')}`);
  return handler;
}
