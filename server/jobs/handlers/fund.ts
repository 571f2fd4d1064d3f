import { fund, fundingFailed } from '../../domain/lifecycle';
import type { JobHandler } from '../types';

/**
 * 'fund': from FINALIZING_APPLICATION books the accepted offer in the ledger (one loan per
 * application), credits the chosen checking account, moves to APPLICATION_COMPLETED and queues
 * the funded notice, all in one version-checked transaction (domain/lifecycle/funding.ts).
 * Failures retry with back-off; after the last try the application ends in
 * APPLICATION_PROCESSING_ERROR (nothing booked).
 */
export const fundJob: JobHandler = {
  kind: 'fund',
  run: ({ services, application, product }) => fund(services, product, application),
  giveUp: ({ services, application, product }) => fundingFailed(services, product, application.id),
};
