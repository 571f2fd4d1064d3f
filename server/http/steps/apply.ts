import { applyClearRules, pickPayload, validateFormData } from '../../../src/core/forms/validateForm';
import { randomToken, sha256 } from '../../crypto/secrets';
import { chosenLanguage, type ApplicantLanguage } from '../../domain/application/applicantContact';
import { applicantFrom } from '../../domain/identity/applicant';
import { admitDeviceApply } from '../../domain/identity/deviceThrottle';
import { isIssuableSsn } from '../../domain/identity/ssn';
import { hashOtpCode, newOtpCode } from '../../domain/identity/otpCode';
import { sendCode } from '../../domain/identity/sendCode';
import { fail } from '../../errors/apiError';
import { otpRepo } from '../../repos/otpChallenges';
import { apiSchemas } from '../../schemas/apiSchemas';
import { clearOtpCookie, OTP_COOKIE } from '../formCookies';
import { stepRoute, type ServerHandler, type StepCallContext } from './types';

/** The apply body: the form's fields and, beside them, the language chosen on the page (schemas/api/apply-body.schema.json). */
export type ApplyBody = Record<string, unknown> & { language?: ApplicantLanguage };

/**
 * `POST apply`: validates the apply form with the browser's schema and checks, refuses SSNs
 * the SSA never issues, limits applies per device (visitor id) and per phone (the challenge is stored under a per-phone lock,
 * with the language chosen on the page, then the code sent in that language (Accept-Language's when the body names none);
 * a code that cannot be sent removes it), answers `{ otp_token }`.
 * Members and non-members take the same path (the directory is not read here).
 */
export async function startVerification({ services, product, request, reply, body }: StepCallContext<ApplyBody>): Promise<{ otp_token: string }> {
  const form = product.forms.get('MAIN_APPLY');
  if (!form) throw new Error(`Flow ${product.id} has no MAIN_APPLY form`);
  const now = services.now();
  const { language: named, ...fields } = body;
  const data = applyClearRules(form.config, fields);
  const details = validateFormData(form.config, form.schema, form.validate, data, now);
  if (details.length) throw fail.validation(details);
  const applicant = applicantFrom(pickPayload(form.config, data));
  if (!isIssuableSsn(applicant.ssn)) throw fail.processing();
  await admitDeviceApply(services, applicant.visitorId, now);
  const phoneHash = services.secrets.hmac('phone', applicant.phoneNumber);
  const token = randomToken(32);
  const tokenHash = sha256(token);
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + services.limits.otpTtlSeconds * 1000);
  const created = await otpRepo.createWithinCap(services.db, {
    token_hash: tokenHash,
    product: product.id,
    code_hash: hashOtpCode(services.secrets, tokenHash, code),
    phone_hash: phoneHash,
    phone_last_four: applicant.phoneNumber.slice(-4),
    applicant_enc: services.secrets.encrypt(JSON.stringify(applicant)),
    created_at: now,
    expires_at: expiresAt,
    last_sent_at: now,
    client_ip: request.ip,
    language: named ?? null,
  }, new Date(now.getTime() - 3_600_000), services.limits.appliesPerPhonePerHour);
  if (!created) throw fail.rateLimited(3600);
  // A code token of an earlier apply without JavaScript is over: this apply's token goes to the browser (the JSON call) or into a new cookie.
  if (request.cookies?.[OTP_COOKIE]) clearOtpCookie(reply);
  try {
    await sendCode(services, applicant.phoneNumber, code, { language: chosenLanguage(named, request.headers['accept-language']), validUntil: expiresAt });
  } catch (error) {
    await otpRepo.remove(services.db, tokenHash);
    throw error;
  }
  return { otp_token: token };
}

/** The apply call (identity verification starts here). */
export const applyHandler: ServerHandler = {
  name: 'apply',
  routes: [
    stepRoute({
      path: 'apply',
      summary: 'Start identity verification: sends a one-time code to the phone entered.',
      body: apiSchemas.applyBody,
      formStep: 'MAIN_APPLY',
      response: apiSchemas.applyAnswer,
      identityRateLimit: true,
      handle: startVerification,
    }),
  ],
};
