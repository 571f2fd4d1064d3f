import { sha256 } from '../../crypto/secrets';
import { chosenLanguage, type ApplicantLanguage } from '../../domain/application/applicantContact';
import type { Applicant } from '../../domain/identity/applicant';
import { assertLive, otpErrors } from '../../domain/identity/challengeState';
import { hashOtpCode, newOtpCode } from '../../domain/identity/otpCode';
import { sendCode } from '../../domain/identity/sendCode';
import { toView } from '../../domain/application/view';
import { verifyOtp } from '../../domain/lifecycle';
import { fail } from '../../errors/apiError';
import { startApplicantSession } from '../session';
import { otpRepo } from '../../repos/otpChallenges';
import { apiSchemas } from '../../schemas/apiSchemas';
import { stepRoute, type ServerHandler, type StepCallContext } from './types';

export type TokenBody = { otp_token: string };
/** The language the member chose on the page (schemas/api/otp-resend.schema.json, otp-verify.schema.json). */
export type LanguageField = { language?: ApplicantLanguage };
export type ResendBody = TokenBody & LanguageField;
export type VerifyBody = TokenBody & LanguageField & { code: string; visitor_id?: string };

/** `POST application/otp/verify-token`: the last four digits of the phone and the seconds until a resend is allowed. */
export async function checkToken({ services, product, body }: StepCallContext<TokenBody>): Promise<{ phone_number_last_4: string; resend_available_in_seconds: number }> {
  const challenge = await otpRepo.get(services.db, sha256(body.otp_token), product.id);
  const now = services.now();
  assertLive(challenge, now, otpErrors.sessionExpired);
  if (challenge.attempts >= services.limits.otpMaxAttempts) throw otpErrors.maxAttempts();
  const waited = (now.getTime() - new Date(challenge.last_sent_at).getTime()) / 1000;
  const resendIn = Math.max(0, Math.ceil(services.limits.otpResendCooldownSeconds - waited));
  return { phone_number_last_4: challenge.phone_last_four, resend_available_in_seconds: resendIn };
}

/**
 * `POST application/otp/verify`: checks the code, matches the member (the application records the
 * language chosen on the page), starts the session (cookie) and answers the application.
 */
export async function verifyCode({ services, product, body, reply, request }: StepCallContext<VerifyBody>) {
  const application = await verifyOtp(services, product, {
    tokenHash: sha256(body.otp_token), code: body.code, language: body.language, acceptLanguage: request.headers['accept-language'], visitorId: body.visitor_id,
  });
  return toView(product, application, await startApplicantSession(services, reply, application));
}

/**
 * `POST application/otp/resend`: a new code (the old one stops working), after the cooldown and within the resend cap,
 * in the language chosen on the page (the body's, kept for the verification; else the apply's, else Accept-Language's).
 */
export async function resendCode({ services, product, body, request }: StepCallContext<ResendBody>): Promise<{ resent: true; cooldown_seconds: number }> {
  const tokenHash = sha256(body.otp_token);
  const challenge = await otpRepo.get(services.db, tokenHash, product.id);
  const now = services.now();
  assertLive(challenge, now, otpErrors.tokenExpired);
  const { otpResendCooldownSeconds: cooldown, otpMaxAttempts, otpMaxResends, otpTtlSeconds } = services.limits;
  if (challenge.attempts >= otpMaxAttempts) throw otpErrors.maxAttempts();
  const waited = (now.getTime() - new Date(challenge.last_sent_at).getTime()) / 1000;
  if (waited < cooldown) throw otpErrors.cooldown(Math.ceil(cooldown - waited));
  if (challenge.resends >= otpMaxResends) throw fail.rateLimited(Math.ceil((new Date(challenge.expires_at).getTime() - now.getTime()) / 1000));
  const applicant = JSON.parse(services.secrets.decrypt(challenge.applicant_enc)) as Applicant;
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + otpTtlSeconds * 1000);
  const language = chosenLanguage(body.language, request.headers['accept-language'], challenge.language);
  await sendCode(services, applicant.phoneNumber, code, { language, validUntil: expiresAt });
  await otpRepo.replaceCode(services.db, tokenHash, hashOtpCode(services.secrets, tokenHash, code), now, expiresAt, body.language ?? null);
  return { resent: true, cooldown_seconds: cooldown };
}

/** The one-time-code calls: verify-token, verify (starts the session) and resend. */
export const otpHandler: ServerHandler = {
  name: 'otp',
  routes: [
    stepRoute({
      path: 'application/otp/verify-token',
      summary: 'Checks an otp_token; answers the last four digits of the phone and the seconds until a resend is allowed.',
      body: apiSchemas.otpToken,
      response: apiSchemas.otpTokenCheck,
      identityRateLimit: true,
      handle: checkToken,
    }),
    stepRoute({
      path: 'application/otp/verify',
      summary: 'Verifies the code, matches the member and starts the session (older sessions of the application end); answers the application.',
      body: apiSchemas.otpVerify,
      response: apiSchemas.applicationView,
      identityRateLimit: true,
      handle: verifyCode,
    }),
    stepRoute({
      path: 'application/otp/resend',
      summary: 'Sends a new code (the old one stops working); 30-second cooldown.',
      body: apiSchemas.otpResend,
      response: apiSchemas.otpResendAnswer,
      identityRateLimit: true,
      handle: resendCode,
    }),
  ],
};
