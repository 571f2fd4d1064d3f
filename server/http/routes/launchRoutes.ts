import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LaunchTokenRefused } from '../../adapters/launch/launchRefusal';
import type { LaunchClaims, LaunchTokenVerifier } from '../../adapters/launch/launchTokenVerifier';
import { languageFrom, type ApplicantLanguage } from '../../domain/application/applicantContact';
import { launchMember } from '../../domain/lifecycle';
import type { MemberRecord } from '../../domain/member';
import { ApiError, fail } from '../../errors/apiError';
import type { Product } from '../../flows/product';
import { launchTokensRepo } from '../../repos/launchTokens';
import { launchErrorPage } from '../launch/launchErrorPage';
import { launchFail, refusedToken } from '../launch/launchErrors';
import { setLanguageCookie } from '../ssr/pageLanguage';
import type { AppServices } from '../services';
import { startApplicantSession } from '../session';

/** Longest launch token accepted, characters. */
const TOKEN_MAX = 8192;
const tokenField = { type: 'string', minLength: 1, maxLength: TOKEN_MAX } as const;

/** The browser route of the application's step in the product's flow (the first form step for a new one). */
function routeOf(product: Product, step: string): string {
  return product.flow.steps.find((s) => s.step === step)?.route ?? '/';
}

/** True when the caller is a browser navigating (it accepts HTML): refusals then answer a page, not JSON. */
function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(String(request.headers.accept ?? ''));
}

/** Who the platform launched: from a launch token's claims or an OpenID Connect sign-in. */
export interface LaunchIdentity {
  memberNumber: string;
  locale?: ApplicantLanguage;
  birthdate?: string;
}

/** The member and date of birth of the launched member number; refusals change nothing. */
async function launchedMember(services: AppServices, claims: LaunchIdentity): Promise<{ member: MemberRecord; dob: string }> {
  let member: MemberRecord | null;
  let dob: string | null;
  try {
    member = await services.members.getMember(claims.memberNumber);
    dob = member ? ((await services.members.birthDate?.(claims.memberNumber)) ?? null) : null;
  } catch {
    throw fail.processing(503);
  }
  if (!member) throw launchFail.unknownMember('not_found');
  const birthDate = dob ?? claims.birthdate;
  if (!birthDate) throw launchFail.unknownMember('no_birth_date');
  return { member, dob: birthDate };
}

/**
 * Admits a launched member: finds them (refusals change nothing), runs `claimOnce` (the token's
 * single use; false is a replay), then resolves the application as after a verified code, starts
 * the session and redirects (303) to the application's step with the launch's language (`?lang=en|es`).
 */
export async function admitLaunched(services: AppServices, product: Product, identity: LaunchIdentity, claimOnce: () => Promise<boolean>, request: FastifyRequest, reply: FastifyReply) {
  const { member, dob } = await launchedMember(services, identity);
  if (!(await claimOnce())) throw launchFail.replayed();
  const language: ApplicantLanguage = identity.locale ?? languageFrom(request.headers['accept-language']);
  const application = await launchMember(services, product, { member, dob, language });
  // Inside online banking (LAUNCH_FRAME_ORIGINS): a cookie a cross-site frame keeps (SameSite=None, Partitioned).
  await startApplicantSession(services, reply, application, services.env.LAUNCH_FRAME.origins.length > 0);
  setLanguageCookie(reply, language);
  request.log.info({ application: application.id, step: application.step, channel: 'launch' }, 'member launched from online banking');
  // `?lang=`: the app takes the launch's language over one the browser stored before (src/i18n/detectLanguage.ts).
  return reply.code(303).header('cache-control', 'no-store').redirect(`${routeOf(product, application.step)}?lang=${language}`, 303);
}

/** A launch with a token: verified first (signature first: a forged token consumes nothing), then single use by (iss, jti). */
async function launchWithToken(services: AppServices, verifier: LaunchTokenVerifier, product: Product, token: string, request: FastifyRequest, reply: FastifyReply) {
  let claims: LaunchClaims;
  try {
    claims = await verifier.verify(token);
  } catch (error) {
    if (error instanceof LaunchTokenRefused) throw refusedToken(error.reason, error.message);
    throw error;
  }
  return admitLaunched(services, product, claims, () => launchTokensRepo.consume(services.db, claims.issuer, claims.jti, services.now(), claims.expiresAt), request, reply);
}

/** Answers a refusal: the error payload, or for a browser the error page with the same status (thrown errors that are not ApiErrors go on). */
export function refuseLaunch(services: AppServices, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof ApiError) || !wantsPage(request)) throw error;
  const language = languageFrom(request.headers['accept-language']);
  return reply.code(error.statusCode).header('cache-control', 'no-store').type('text/html; charset=utf-8')
    .send(launchErrorPage(language, error.errorCode, services.brand.institutionName));
}

/** How a launch without a token starts (the OpenID Connect way, when configured). */
export type StartSignIn = (product: Product, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * `GET /launch/{product}?token=...` and `POST /launch/{product}` (form field `token`, for
 * platforms that post): the member signed in to online banking is launched into the flow with a
 * signed launch token (docs/online-banking.md); without a token, `startSignIn` (OpenID Connect)
 * when configured. Refusals answer the error payload (a browser: an error page) and change
 * nothing. Rate-limited per client like the identity calls.
 */
export function registerLaunchRoutes(app: FastifyInstance, verifier: LaunchTokenVerifier | undefined, startSignIn: StartSignIn | undefined, perMinute: number): void {
  const services = app.services;
  const handle = async (request: FastifyRequest, reply: FastifyReply, productId: string, token: string | undefined) => {
    const product = services.products.get(productId);
    if (!product) throw new ApiError(404, 'UNKNOWN_PRODUCT', `Unknown product "${productId.slice(0, 40)}".`);
    try {
      if (!token && startSignIn) return await startSignIn(product, request, reply);
      if (!token) throw launchFail.missingToken();
      if (!verifier) throw launchFail.tokenNotAccepted();
      return await launchWithToken(services, verifier, product, token, request, reply);
    } catch (error) {
      return refuseLaunch(services, request, reply, error);
    }
  };
  const config = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: TOKEN_MAX + 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.get<{ Params: { product: string }; Querystring: { token?: string } }>('/launch/:product', {
      config,
      schema: { summary: 'Launch from online banking with a signed launch token (query parameter token).', hide: true, querystring: { type: 'object', properties: { token: tokenField } } },
    }, (request, reply) => handle(request, reply, request.params.product, request.query.token));
    scope.post<{ Params: { product: string }; Body: { token?: string } }>('/launch/:product', {
      config,
      schema: { summary: 'Launch from online banking with a signed launch token (form field token).', hide: true, body: { type: 'object', properties: { token: tokenField } } },
    }, (request, reply) => handle(request, reply, request.params.product, request.body?.token));
  });
}
