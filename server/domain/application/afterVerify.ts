import type { FastifyRequest } from 'fastify';
import { enqueueJob } from '../../jobs/enqueue';
import type { AppServices } from '../../plugins/app/services';
import type { ApplicationRecord } from '../../repos/applications';
import type { Applicant } from '../identity/applicant';
import { languageFrom, recordApplicant } from './applicantContact';

/**
 * After a code is verified: keeps the applicant's name, phone and date of birth (encrypted)
 * and language (Accept-Language of the verify call) on the application, and queues the adverse
 * action notice of an application denied at sign-in (once per application).
 */
export async function afterVerify(services: AppServices, application: ApplicationRecord, applicant: Applicant, request: FastifyRequest): Promise<void> {
  await services.db.transaction(async (tx) => {
    await recordApplicant(tx, services.secrets, application.id, applicant, languageFrom(request.headers['accept-language']));
    if (application.step === 'APPLICATION_DENIED') {
      await enqueueJob(services, tx, 'notice-adverse-action', application.id, { reasons: application.outcome?.reasons ?? ['NOT_ELIGIBLE'] });
    }
  });
}
