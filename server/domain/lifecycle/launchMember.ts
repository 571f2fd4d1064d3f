import type { Product } from '../../flows/product';
import type { ApplicationRecord } from '../../repos/applications';
import { afterSignIn } from '../application/afterVerify';
import type { ApplicantContact, ApplicantLanguage } from '../application/applicantContact';
import { resolveApplication, type ResolveDeps } from '../identity/resolveApplication';
import type { MemberRecord } from '../member';
import type { Db } from '../../db/db';
import type { Secrets } from '../../crypto/secrets';
import type { JobQueue } from '../ports';

/** What a launch from online banking needs. */
export type LaunchMemberDeps = ResolveDeps & { db: Db; secrets: Secrets; queue: JobQueue };

/** A member the online-banking platform signed in, as the directory knows them. */
export interface LaunchedMember {
  member: MemberRecord;
  /** Date of birth on file (YYYY-MM-DD): the decision's age rule reads it. */
  dob: string;
  language: ApplicantLanguage;
}

/** The contact kept of a launched member: the directory's name and phone (10 digits), the date of birth; no SSN digits. */
function launchedContact({ member, dob }: LaunchedMember): ApplicantContact {
  return { firstName: member.first_name, lastName: member.last_name, phoneNumber: member.phone.replace(/^\+1/, '').replace(/\D/g, ''), dob };
}

/**
 * A member launched from online banking (the platform signed them in: no apply form, no code):
 * the application they continue with, exactly as after a verified code (resolveApplication: their
 * open one, a recent denial within the reapply wait, a denial without a checking account, or a new
 * one at the first form step recorded with channel 'launch'), their contact and language kept on
 * it and a sign-in denial's notice queued. No rule is skipped: the forms, the decision (PAL
 * limits, MLA, age) and the funding run as for any application.
 */
export async function launchMember(deps: LaunchMemberDeps, product: Product, launched: LaunchedMember): Promise<ApplicationRecord> {
  const application = await resolveApplication(deps, product, { member: launched.member, dob: launched.dob }, 'launch');
  await afterSignIn(deps, application, launchedContact(launched), launched.language);
  return application;
}
