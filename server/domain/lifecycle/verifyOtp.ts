import type { Product } from '../../flows/product';
import type { ApplicationRecord } from '../../repos/applications';
import { afterVerify } from '../application/afterVerify';
import { chosenLanguage, type ApplicantLanguage } from '../application/applicantContact';
import { tryCode, type CodeTryDeps } from '../identity/codeTry';
import { auditVerifyingDevice } from '../identity/deviceThrottle';
import { findApplicant, resolveApplication, type ResolveDeps } from '../identity/resolveApplication';
import type { JobQueue, MemberDirectory } from '../ports';

/** What verifying a code needs. */
export type VerifyOtpDeps = CodeTryDeps & ResolveDeps & { members: MemberDirectory; queue: JobQueue };

/** A code to verify: the challenge (hash of its otp_token), the code typed, the language chosen on the page and the caller's Accept-Language. */
export interface VerifyOtpInput {
  tokenHash: string;
  code: string;
  /** The language the member chose on the page, when the call names it (else the apply's or resend's, else Accept-Language's). */
  language?: ApplicantLanguage;
  acceptLanguage: string | undefined;
  /** The verifying browser's visitor id (a risk signal for the audit trail, never a decision). */
  visitorId?: string;
}

/**
 * Verifies a one-time code (one try, see identity/codeTry.ts), matches the member, and answers
 * the application the applicant continues with (created through the lifecycle: at the first form
 * step, or denied at sign-in), with the applicant kept on it and a denial's notice queued.
 */
export async function verifyOtp(deps: VerifyOtpDeps, product: Product, input: VerifyOtpInput): Promise<ApplicationRecord> {
  const { applicant, entry, kept } = await tryCode(deps, input.tokenHash, product.id, input.code, async (applicant, challenge) => ({
    applicant, entry: await findApplicant(deps, applicant), kept: challenge.language,
  }));
  const application = await resolveApplication(deps, product, entry);
  await afterVerify(deps, application, applicant, chosenLanguage(input.language, input.acceptLanguage, kept));
  await auditVerifyingDevice(deps, application.id, application.step, applicant.visitorId, input.visitorId);
  return application;
}
