import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookies of the forms that work without JavaScript (server/http/routes/noScriptForms.ts).
 * Both are HttpOnly, Secure and SameSite=Strict, like the session cookie (DESIGN.md section 5).
 */
const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const;

/**
 * The code token between the apply form and the code screen of a member without JavaScript.
 * The JSON flow keeps it in the tab's sessionStorage; here an HttpOnly cookie carries it, not a
 * hidden field or the URL: no script of the page can read it, it is in no page the browser may
 * cache or keep in its history and in no Referer or log line, and SameSite=Strict leaves it off
 * every request another site starts (a forged code post has no token to check).
 */
export const OTP_COOKIE = 'otp_token';

/** The form token: a random value in this cookie, doubled in each form's hidden field (double submit). */
export const FORM_TOKEN_COOKIE = 'form_token';

/** Sets the code token's cookie for the challenge's lifetime. */
export function setOtpCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(OTP_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: maxAgeSeconds });
}

/** Removes the code token's cookie (verified, over, or replaced by a newer apply). */
export function clearOtpCookie(reply: FastifyReply): void {
  reply.clearCookie(OTP_COOKIE, COOKIE_OPTIONS);
}

/** The code token the request carries, if it looks like one. */
export function otpTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies?.[OTP_COOKIE];
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : undefined;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** The request's form token; a new one (set as the cookie) when it has none. */
export function ensureFormToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = request.cookies?.[FORM_TOKEN_COOKIE];
  if (token && TOKEN_SHAPE.test(token)) return token;
  const fresh = randomBytes(24).toString('base64url');
  reply.setCookie(FORM_TOKEN_COOKIE, fresh, COOKIE_OPTIONS);
  return fresh;
}

/**
 * Whether a form post comes from our own page: the browser says it is not cross-site
 * (`Sec-Fetch-Site`), its Origin (when sent, and not `null`) is this host, and the form's token
 * equals the SameSite=Strict cookie (which another site's request never carries and cannot set).
 * A refusal is logged with its reason (never a field's value).
 */
export function isOwnFormPost(request: FastifyRequest, posted: string | undefined): boolean {
  const problem = formPostProblem(request, posted);
  if (problem) request.log.warn({ problem }, 'a form post was refused');
  return !problem;
}

/** Why a form post is not from our own page, or undefined. */
function formPostProblem(request: FastifyRequest, posted: string | undefined): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `sent from a page of another site (${site})`;
  const origin = request.headers.origin;
  // The pages' Referrer-Policy (no-referrer) makes the browser send `Origin: null` with its own form posts: Sec-Fetch-Site then says where it came from.
  if (origin === 'null' && site !== 'same-origin') return 'sent from an opaque origin';
  if (origin !== undefined && origin !== 'null') {
    try {
      if (new URL(origin).host !== request.headers.host) return 'sent from another origin';
    } catch {
      return 'an Origin that is no URL';
    }
  }
  const cookie = request.cookies?.[FORM_TOKEN_COOKIE];
  if (!cookie || !TOKEN_SHAPE.test(cookie)) return 'no form-token cookie';
  if (!posted) return 'no form token in the form';
  const a = Buffer.from(cookie);
  const b = Buffer.from(posted);
  return a.length === b.length && timingSafeEqual(a, b) ? undefined : 'the form token is not the cookie\'s';
}
