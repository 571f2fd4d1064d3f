import type { Db } from '../../db/db';
import type { Secrets } from '../../crypto/secrets';
import type { JobQueue } from '../ports';
import type { ApplicationRecord } from '../../repos/applications';
import type { Applicant } from '../identity/applicant';
import { recordApplicant, type ApplicantLanguage } from './applicantContact';

/**
 * After a code is verified: keeps the applicant's name, phone and date of birth (encrypted)
 * and language (the one chosen on the page, see chosenLanguage) on the application, and queues the adverse
 * action notice of an application denied at sign-in (once per application).
 */
export async function afterVerify(services: { db: Db; secrets: Secrets; queue: JobQueue }, application: ApplicationRecord, applicant: Applicant, language: ApplicantLanguage): Promise<void> {
  await services.db.transaction(async (tx) => {
    await recordApplicant(tx, services.secrets, application.id, applicant, language);
    if (application.step === 'APPLICATION_DENIED') {
      await services.queue.enqueue(tx, 'notice-adverse-action', application.id, { reasons: application.outcome?.reasons ?? ['NOT_ELIGIBLE'] });
    }
  });
}
