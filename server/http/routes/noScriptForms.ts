import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_FIELD, FIELD_NAME_PREFIX, FORM_TOKEN_FIELD, RESEND_FIELD, RESEND_VALUE, RESTART_CODES, storedValueOfTyped, widgetOf, type PostedForm, type TypedDateOrder } from '../../../src/core/forms/postedForm';
import type { FieldErrorDetail } from '../../../src/core/errors';
import type { Language } from '../../../src/core/languages';
import { projectPath } from '../../config/projectRoot';
import { ApiError } from '../../errors/apiError';
import type { Product } from '../../flows/product';
import { clearOtpCookie, isOwnFormPost, otpTokenOf, setOtpCookie } from '../formCookies';
import type { AppPages } from '../ssr/appPages';
import { LANGUAGE_COOKIE, pageLanguage } from '../ssr/pageLanguage';
import { sendAppPage } from '../ssr/registerAppPages';
import { startVerification } from '../steps/apply';
import { checkToken, resendCode, verifyCode } from '../steps/otp';

/** The product of a page without `?product=` (src/api/product.ts DEFAULT_PRODUCT). */
const DEFAULT_PRODUCT = 'microloan';

/** Largest form body taken (the apply form is a few hundred bytes). */
const BODY_LIMIT = 8 * 1024;

/** A page of `product` at `route`: `?product=` unless it is the default product (src/flow/forms/serverForm.ts postPath). */
const pagePath = (route: string, product: string) => (product === DEFAULT_PRODUCT ? route : `${route}?product=${encodeURIComponent(product)}`);

/** A form body as name -> value; a name sent twice is refused. */
function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw new ApiError(400, 'BAD_REQUEST', `Field "${name.slice(0, 40)}" is sent twice.`);
    fields[name] = value;
  }
  return fields;
}

/** The order a language types dates in (locales/<language>/forms.json `widgets.date.order`, what the page's date field uses). */
const dateOrders = new Map<Language, TypedDateOrder>();
function dateOrderOf(language: Language): TypedDateOrder {
  let order = dateOrders.get(language);
  if (!order) {
    const forms = JSON.parse(readFileSync(projectPath('locales', language, 'forms.json'), 'utf8')) as { widgets?: { date?: { order?: string } } };
    order = forms.widgets?.date?.order === 'dmy' ? 'dmy' : 'mdy';
    dateOrders.set(language, order);
  }
  return order;
}

/** A uiSchema file of the project (the one the page is rendered with). */
const uiSchemas = new Map<string, Record<string, unknown>>();
function uiSchemaOf(path: string): Record<string, unknown> {
  let ui = uiSchemas.get(path);
  if (!ui) {
    ui = JSON.parse(readFileSync(projectPath('schemas', path), 'utf8')) as Record<string, unknown>;
    uiSchemas.set(path, ui);
  }
  return ui;
}

/** What the no-script routes need. */
interface Context {
  app: FastifyInstance;
  pages: AppPages;
}

/**
 * The apply form and the code screen without JavaScript: the server-rendered pages are real
 * `<form method="post">`s, answered here with what the JSON calls do (the same handlers, schema,
 * limits and cookies), then a 303 to the next page, or the page again with its problems.
 *
 * - `POST <apply route>` (`?product=`): the fields (`root_<field>`, as typed: the widgets' rules
 *   make them the values the browser would send), the page's language; on success the code
 *   token goes into an HttpOnly cookie (server/http/formCookies.ts) and the answer is a 303 to the
 *   code screen. Problems: the apply page again with the fields kept (never the SSN: it is asked
 *   again), the errors by the fields and in a summary, the could-not-send or too-many message.
 * - `GET <code route>` with the cookie: the code screen as a form (no scripts); without it, the app.
 * - `POST <code route>`: verifies as `application/otp/verify` (attempts, expiry), starts the
 *   session (its cookie), 303 to the step the server names; a wrong code shows the screen again
 *   with the message; a token that is over goes back to the apply page with its message. With
 *   `action=resend` (the screen's second button): a new code as `application/otp/resend` (its
 *   cooldown and cap), the screen again saying it was sent, or how many seconds are left.
 * - `GET <apply route>?reason=<code>`: the apply page with that message (`errors:codes.<code>`).
 *
 * Every post must come from our own page (form token + SameSite=Strict cookie, Sec-Fetch-Site,
 * Origin: server/http/formCookies.ts isOwnFormPost); fields the form does not have are refused.
 * Rate-limited per client like the identity calls.
 */
export function registerNoScriptForms(app: FastifyInstance, pages: AppPages): void {
  const products = app.services.products as Map<string, Product>;
  const routesOf = (step: string) => new Set([...products.values()].flatMap((p) => p.flow.steps.filter((s) => s.step === step).map((s) => s.route)));
  const context: Context = { app, pages };
  const rateLimit = { max: app.services.limits.identityRequestsPerIpPerMinute, timeWindow: 60_000 };
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, parseForm(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    for (const route of routesOf('MAIN_APPLY')) {
      scope.post(route, { config: { rateLimit }, schema: { hide: true } }, (request, reply) => postApply(context, request, reply, route));
      scope.get(route, { schema: { hide: true } }, (request, reply) => getApply(context, request, reply, route));
    }
    for (const route of routesOf('OTP_VERIFY')) {
      scope.post(route, { config: { rateLimit }, schema: { hide: true } }, (request, reply) => postCode(context, request, reply, route));
      scope.get(route, { schema: { hide: true } }, (request, reply) => getCode(context, request, reply, route));
    }
  });
}

/** The product a page names (`?product=`); unknown: 404 UNKNOWN_PRODUCT. */
function productOf({ app }: Context, request: FastifyRequest): Product {
  const named = (request.query as Record<string, unknown>).product;
  const id = typeof named === 'string' ? named : DEFAULT_PRODUCT;
  const product = (app.services.products as Map<string, Product>).get(id);
  if (!product) throw new ApiError(404, 'UNKNOWN_PRODUCT', `Unknown product "${id.slice(0, 40)}".`);
  return product;
}

const languageOf = (request: FastifyRequest) => pageLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);

const routeOf = (product: Product, step: string) => product.flow.steps.find((s) => s.step === step)?.route;

/** A form body (our parser's), or nothing for any other body. */
const formOf = (request: FastifyRequest): Record<string, string> | undefined =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, string>) : undefined;

/** The apply page, with the message of the code screen that sent the member back (`?reason=`). */
async function getApply(context: Context, request: FastifyRequest, reply: FastifyReply, route: string) {
  const reason = (request.query as Record<string, unknown>).reason;
  const known = typeof reason === 'string' && (RESTART_CODES as readonly string[]).includes(reason);
  return sendAppPage(context.pages, request, reply, route, 200, known ? { screen: 'apply', messageKey: `errors:codes.${reason}` } : undefined);
}

/** The apply form posted without JavaScript. */
async function postApply(context: Context, request: FastifyRequest, reply: FastifyReply, route: string) {
  const product = productOf(context, request);
  const form = product.forms.get('MAIN_APPLY');
  const body = formOf(request);
  if (!form || !body) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as application/x-www-form-urlencoded.');
  const language = languageOf(request);
  const fields = Object.keys(form.schema.properties ?? {});
  const again = (status: number, posted: Omit<PostedForm, 'screen'>) => sendAppPage(context.pages, request, reply.code(status), route, status, { screen: 'apply', ...posted });
  if (!isOwnFormPost(request, body[FORM_TOKEN_FIELD])) return again(403, { messageKey: 'errors:codes.default' });
  const unknown = Object.keys(body).filter((name) => name !== FORM_TOKEN_FIELD && !fields.some((field) => `${FIELD_NAME_PREFIX}${field}` === name));
  if (unknown.length) return again(400, { messageKey: 'errors:codes.BAD_REQUEST' });

  const ui = uiSchemaOf(form.config.uiSchema);
  const data: Record<string, string> = {};
  for (const field of fields) {
    const text = body[`${FIELD_NAME_PREFIX}${field}`];
    // The hidden fields are the browser's own (its fingerprint, the phone's E.164 twin): not taken from a form.
    if (text === undefined || widgetOf(ui, field) === 'hidden') continue;
    const value = storedValueOfTyped(widgetOf(ui, field), text, dateOrderOf(language));
    if (value !== undefined) data[field] = value;
  }
  const phone = Object.keys(data).find((field) => widgetOf(ui, field) === 'phone');
  if (phone && 'normalizedPhone' in ui && /^\d{10}$/.test(data[phone])) data.normalizedPhone = `+1${data[phone]}`;
  // Shown again: everything but the SSN (asked again, never written into a page).
  const ssnFields = fields.filter((field) => widgetOf(ui, field) === 'ssn');
  const shown = Object.fromEntries(Object.entries(data).filter(([field]) => !ssnFields.includes(field) && field !== 'normalizedPhone'));
  // In the form's order (the summary lists them so).
  const askAgain = (errors: FieldErrorDetail[]) => [
    ...errors,
    ...ssnFields.filter((field) => data[field] !== undefined && !errors.some((e) => e.field === field)).map((field) => ({ field, code: 'again', message_key: 'errors:ssnAgain', message: 'enter it again' })),
  ].sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field));

  try {
    const { otp_token: token } = await startVerification({ services: context.app.services, product, request, reply, body: { ...data, language } });
    setOtpCookie(reply, token, context.app.services.limits.otpTtlSeconds);
    return reply.code(303).header('cache-control', 'no-store').redirect(pagePath(routeOf(product, 'OTP_VERIFY') ?? '/otp', product.id), 303);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.errorCode === 'VALIDATION_ERROR' && Array.isArray(error.details)) return again(400, { values: shown, errors: askAgain(error.details as FieldErrorDetail[]) });
    if (error.errorCode === 'FAILED_TO_SEND_OTP') return again(error.statusCode, { values: shown, errors: askAgain([]), failure: { kind: 'sendFailed' } });
    if (error.statusCode === 429) {
      const seconds = retryAfter(error, reply);
      return again(429, { values: shown, errors: askAgain([]), failure: { kind: 'rateLimited', retryAfterSeconds: seconds } });
    }
    // PROCESSING_ERROR and the like: the JSON flow's processing-error page says this; without JavaScript it is said here.
    return again(error.statusCode, { values: shown, errors: askAgain([]), messageKey: `errors:codes.${error.errorCode === 'PROCESSING_ERROR' ? 'PROCESSING_ERROR' : 'default'}` });
  }
}

/** The code screen: the form of a member without JavaScript (the code token's cookie), else the app's screen. */
async function getCode(context: Context, request: FastifyRequest, reply: FastifyReply, route: string) {
  const token = otpTokenOf(request);
  if (!token) return sendAppPage(context.pages, request, reply, route, 200);
  const product = productOf(context, request);
  try {
    const { phone_number_last_4: last4 } = await checkToken({ services: context.app.services, product, request, reply, body: { otp_token: token } });
    return sendAppPage(context.pages, request, reply, route, 200, { screen: 'otp', phoneLast4: last4 });
  } catch (error) {
    return restartOr(error, product, reply);
  }
}

/** Back to the apply page with the message of an OTP error that ends the code's token; other errors are thrown. */
function restartOr(error: unknown, product: Product, reply: FastifyReply) {
  if (!(error instanceof ApiError) || !(RESTART_CODES as readonly string[]).includes(error.errorCode)) throw error;
  clearOtpCookie(reply);
  const apply = pagePath(routeOf(product, 'MAIN_APPLY') ?? '/apply', product.id);
  return reply.header('cache-control', 'no-store').redirect(`${apply}${apply.includes('?') ? '&' : '?'}reason=${error.errorCode}`, 303);
}

/** The code screen again, answering `status`, with a message (an i18n key) and what a resend did. */
type ShowCodeScreen = (status: number, messageKey: string | undefined, resend?: PostedForm['resend']) => Promise<unknown>;

/** The seconds to wait of a 429 (`retry_after_seconds`), also put in the answer's Retry-After. */
function retryAfter(error: ApiError, reply: FastifyReply): number | undefined {
  const seconds = (error.details as { retry_after_seconds?: unknown } | null)?.retry_after_seconds;
  if (typeof seconds !== 'number') return undefined;
  reply.header('retry-after', String(Math.ceil(seconds)));
  return seconds;
}

/** The code posted without JavaScript. */
async function postCode(context: Context, request: FastifyRequest, reply: FastifyReply, route: string) {
  const product = productOf(context, request);
  const body = formOf(request);
  if (!body) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as application/x-www-form-urlencoded.');
  const token = otpTokenOf(request);
  if (!token) return restartOr(new ApiError(401, 'OTP_INVALID_TOKEN', 'Invalid one-time code token'), product, reply);
  const services = context.app.services;
  const again: ShowCodeScreen = async (status, messageKey, resend) => {
    let phoneLast4: string | undefined;
    try {
      phoneLast4 = (await checkToken({ services, product, request, reply, body: { otp_token: token } })).phone_number_last_4;
    } catch (error) {
      return restartOr(error, product, reply);
    }
    return sendAppPage(context.pages, request, reply.code(status), route, status, { screen: 'otp', phoneLast4, ...(messageKey ? { messageKey } : {}), ...(resend ? { resend } : {}) });
  };
  if (!isOwnFormPost(request, body[FORM_TOKEN_FIELD])) return again(403, 'errors:codes.default');
  if (Object.keys(body).some((name) => name !== FORM_TOKEN_FIELD && name !== CODE_FIELD && name !== RESEND_FIELD)) return again(400, 'errors:codes.BAD_REQUEST');
  if (body[RESEND_FIELD] !== undefined) {
    if (body[RESEND_FIELD] !== RESEND_VALUE) return again(400, 'errors:codes.BAD_REQUEST');
    return resendWithoutScript(services, product, request, reply, token, again);
  }
  // What the app's boxes send: the digits (spaces or dashes a phone may paste are dropped); not six digits is not a try (the JSON schema's 400).
  const code = (body[CODE_FIELD] ?? '').replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(code)) return again(400, 'screens:otp.incomplete');
  try {
    const view = await verifyCode({ services, product, request, reply, body: { otp_token: token, code, language: languageOf(request) } });
    clearOtpCookie(reply);
    const next = routeOf(product, view.step) ?? '/';
    return reply.header('cache-control', 'no-store').redirect(pagePath(next, product.id), 303);
  } catch (error) {
    if (error instanceof ApiError && (RESTART_CODES as readonly string[]).includes(error.errorCode)) return restartOr(error, product, reply);
    if (error instanceof ApiError && error.errorCode === 'OTP_INVALID_CODE') return again(400, 'errors:codes.OTP_INVALID_CODE');
    if (error instanceof ApiError && error.statusCode < 500) return again(error.statusCode, `errors:codes.${error.errorCode === 'PROCESSING_ERROR' ? 'PROCESSING_ERROR' : 'default'}`);
    throw error;
  }
}

/**
 * The code screen's "Resend code" without JavaScript: a new code (the old one stops working) as
 * `application/otp/resend` does, in the page's language; the screen again with a notice, or with
 * the seconds left of the cooldown (429 with Retry-After). Too many resends: the rate-limit message.
 */
async function resendWithoutScript(
  services: FastifyInstance['services'],
  product: Product,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  again: ShowCodeScreen,
) {
  try {
    await resendCode({ services, product, request, reply, body: { otp_token: token, language: languageOf(request) } });
    return again(200, undefined, { kind: 'sent' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if ((RESTART_CODES as readonly string[]).includes(error.errorCode)) return restartOr(error, product, reply);
    const seconds = retryAfter(error, reply);
    if (error.errorCode === 'OTP_RESEND_COOLDOWN' && typeof seconds === 'number') return again(429, undefined, { kind: 'wait', seconds: Math.ceil(seconds) });
    if (error.statusCode < 500) return again(error.statusCode, `errors:codes.${error.errorCode === 'RATE_LIMITED' ? 'RATE_LIMITED' : 'default'}`);
    throw error;
  }
}
