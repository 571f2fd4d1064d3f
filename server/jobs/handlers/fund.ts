import { fund, fundingFailed } from '../../domain/lifecycle';
import type { JobHandler } from '../types';

/**
 * 'fund': from FINALIZING_APPLICATION books the accepted offer at the core and disburses it to
 * the chosen checking account, each call with an Idempotency-Key derived from the application id,
 * records the core's answers, then moves to APPLICATION_COMPLETED and queues the funded notice
 * (domain/lifecycle/funding.ts). A core that is down, slow or refuses is retried with back-off
 * (the same keys: never a second loan); after the last try the application ends in
 * APPLICATION_PROCESSING_ERROR (FUNDING_FAILED; the event names a loan booked but not paid out).
 */
export const fundJob: JobHandler = {
  kind: 'fund',
  run: ({ services, application, product }) => fund(services, product, application),
  giveUp: ({ services, application, product }) => fundingFailed(services, product, application.id),
};
