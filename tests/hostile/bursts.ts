import { apply, callJson, freshClientIp, latestCode, type Applicant } from './applicants';
import { checkAnswer, type SecretWatch } from './checker';
import { send, type Answer, type HostileRequest } from './client';
import type { Report } from './report';

/** Most tries of one code (SPEC: 5) and most applies per phone an hour (5). */
export const OTP_MAX_ATTEMPTS = 5;
export const APPLIES_PER_PHONE_PER_HOUR = 5;

function errorCode(answer: Answer): string | undefined {
  try {
    return (JSON.parse(answer.body) as { error?: { error_code?: string } }).error?.error_code;
  } catch {
    return undefined;
  }
}

async function burst(base: string, requests: HostileRequest[], report: Report, secrets: SecretWatch): Promise<Answer[]> {
  const answers = await Promise.all(requests.map((r) => send(base, r)));
  answers.forEach((a, i) => report.record(requests[i], a, checkAnswer(requests[i], a, secrets)));
  return answers;
}

/**
 * 30 concurrent verifies of one challenge, each from its own client: 29 wrong codes, then the right
 * one. At most 5 codes may be compared: more than 5 answers that prove a comparison (a wrong-code
 * answer or a success), or the right code accepted after 29 wrong ones, fail.
 */
export async function otpVerifyBurst(base: string, product: string, who: Applicant, report: Report, secrets: SecretWatch): Promise<void> {
  const token = await apply(base, product, who);
  const code = await latestCode(base, who.phoneNumber);
  const wrong = Array.from({ length: 29 }, (_, i) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0')).filter((c) => c !== code);
  const codes = [...wrong, code];
  const op = `burst: POST /api/v1/${product}/application/otp/verify`;
  const requests = codes.map((c, i): HostileRequest => ({
    op, kind: `burst of ${codes.length} verifies (${i === codes.length - 1 ? 'right code, sent last' : 'wrong code'})`, method: 'POST',
    path: `/api/v1/${product}/application/otp/verify`, headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClientIp() },
    body: JSON.stringify({ otp_token: token, code: c }),
  }));
  const answers = await burst(base, requests, report, secrets);
  const compared = answers.filter((a) => a.status === 200 || errorCode(a) === 'OTP_INVALID_CODE').length;
  const summary = answers.map((a) => `${a.status} ${errorCode(a) ?? ''}`.trim()).join(', ');
  if (compared > OTP_MAX_ATTEMPTS) report.fail(op, 0, `more than ${OTP_MAX_ATTEMPTS} codes compared for one challenge (${compared})`, `burst of ${codes.length} concurrent verifies`, summary);
  if (answers.at(-1)?.status === 200) report.fail(op, 200, `right code accepted after ${wrong.length} concurrent wrong codes (more than ${OTP_MAX_ATTEMPTS} comparisons)`, `burst of ${codes.length} concurrent verifies, right code last`, summary);
  const after = await callJson(base, 'POST', `/api/v1/${product}/application/otp/verify`, { otp_token: token, code });
  if (after.answer.status === 200 && answers.every((a) => a.status !== 200)) report.fail(op, 200, 'right code accepted after the burst used up the tries', 'verify after the burst', after.answer.body);
}

/** 12 concurrent applies for one phone, each from its own client: at most 5 may start a challenge. */
export async function applyBurst(base: string, product: string, who: Applicant, report: Report, secrets: SecretWatch): Promise<void> {
  const op = `burst: POST /api/v1/${product}/apply`;
  const requests = Array.from({ length: 12 }, (): HostileRequest => ({
    op, kind: 'burst of 12 applies for one phone', method: 'POST', path: `/api/v1/${product}/apply`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshClientIp() }, body: JSON.stringify(who),
  }));
  const answers = await burst(base, requests, report, secrets);
  const started = answers.filter((a) => a.status === 200).length;
  if (started > APPLIES_PER_PHONE_PER_HOUR) {
    report.fail(op, 200, `per-phone apply cap exceeded: ${started} of 12 concurrent applies started a challenge (cap ${APPLIES_PER_PHONE_PER_HOUR}/hour)`, requests[0].kind, answers.map((a) => a.status).join(', '));
  }
}
