import type { Db } from '../../db/db';
import type { Secrets } from '../../crypto/secrets';
import type { JobQueue } from '../ports';
import type { ApplicationRecord } from '../../repos/applications';
import type { Applicant } from '../identity/applicant';
import { contactOf, recordContact, type ApplicantContact, type ApplicantLanguage } from './applicantContact';

/**
 * After a code is verified: keeps the applicant's name, phone and date of birth (encrypted)
 * and language (the one chosen on the page, see chosenLanguage) on the application, and queues the adverse
 * action notice of an application denied at sign-in (once per application).
 */
export async function afterVerify(services: { db: Db; secrets: Secrets; queue: JobQueue }, application: ApplicationRecord, applicant: Applicant, language: ApplicantLanguage): Promise<void> {
  await afterSignIn(services, application, contactOf(applicant), language);
}

/**
 * After a member signed in (a verified code, or a launch from online banking): keeps the contact
 * (encrypted) and language on the application and queues the adverse action notice of an
 * application denied at sign-in (once per application).
 */
export async function afterSignIn(services: { db: Db; secrets: Secrets; queue: JobQueue }, application: ApplicationRecord, contact: ApplicantContact, language: ApplicantLanguage): Promise<void> {
  await services.db.transaction(async (tx) => {
    await recordContact(tx, services.secrets, application.id, contact, language);
    if (application.step === 'APPLICATION_DENIED') {
      await services.queue.enqueue(tx, 'notice-adverse-action', application.id, { reasons: application.outcome?.reasons ?? ['NOT_ELIGIBLE'] });
    }
  });
}
