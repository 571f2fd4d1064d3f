import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LaunchOidcRefused, type LaunchOidcClient } from '../../adapters/launch/launchOidcClient';
import { ApiError } from '../../errors/apiError';
import type { Product } from '../../flows/product';
import { LAUNCH_OIDC_LOGIN_SECONDS, launchOidcLoginsRepo } from '../../repos/launchOidcLogins';
import { launchFail } from '../launch/launchErrors';
import { FRAMED_COOKIE_OPTIONS } from '../session';
import type { AppServices } from '../services';
import { admitLaunched, refuseLaunch, type StartSignIn } from './launchRoutes';

/** The cookie holding the id of a pending launch sign-in. */
export const LAUNCH_OIDC_COOKIE = 'launch_oidc';
/** Where the platform sends the browser back. */
export const LAUNCH_OIDC_CALLBACK = '/launch/oidc/callback';

/**
 * The pending sign-in cookie's attributes. Top-level (no frame origins): SameSite=Lax, since the
 * platform sends the browser back with a top-level GET. With frame origins (LAUNCH_FRAME_ORIGINS or
 * the brand's) the sign-in may run inside the platform's frame, where a Lax cookie is not sent back
 * on the callback (another site's frame): SameSite=None and Partitioned, as the launched session's.
 */
function launchOidcCookieOptions(framed: boolean) {
  return { ...(framed ? FRAMED_COOKIE_OPTIONS : { httpOnly: true, secure: true, sameSite: 'lax' as const }), path: '/launch/oidc' };
}

/**
 * The start of a launch by OpenID Connect (`/launch/{product}` without a token): a pending
 * sign-in (state, nonce, PKCE verifier kept in the database, its id in a cookie), then 302 to the
 * platform's authorization endpoint.
 */
export function oidcSignInStarter(services: AppServices, oidc: LaunchOidcClient): StartSignIn {
  return async (product: Product, _request: FastifyRequest, reply: FastifyReply) => {
    let started: Awaited<ReturnType<LaunchOidcClient['authorization']>>;
    try {
      started = await oidc.authorization();
    } catch {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Online banking cannot be reached for the sign-in.', { reason: 'discovery' });
    }
    const id = await launchOidcLoginsRepo.start(services.db, { product: product.id, state: started.state, nonce: started.nonce, code_verifier: started.codeVerifier }, services.now());
    reply.setCookie(LAUNCH_OIDC_COOKIE, id, { ...launchOidcCookieOptions(services.env.LAUNCH_FRAME.origins.length > 0), maxAge: LAUNCH_OIDC_LOGIN_SECONDS });
    return reply.code(302).header('cache-control', 'no-store').redirect(started.url.toString(), 302);
  };
}

/**
 * `GET /launch/oidc/callback`: takes the pending sign-in of the cookie once, exchanges the code
 * (state, nonce, PKCE, ID token checked by openid-client; the `acr` and `amr` when configured), reads the
 * member number from the configured claim and admits the member like a launch token does.
 */
export function registerLaunchOidcCallback(app: FastifyInstance, oidc: LaunchOidcClient, perMinute: number): void {
  const services = app.services;
  app.get(LAUNCH_OIDC_CALLBACK, { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } }, schema: { hide: true } }, async (request, reply) => {
    try {
      const id = request.cookies[LAUNCH_OIDC_COOKIE];
      reply.clearCookie(LAUNCH_OIDC_COOKIE, launchOidcCookieOptions(services.env.LAUNCH_FRAME.origins.length > 0));
      const pending = id && id.length <= 100 ? await launchOidcLoginsRepo.consume(services.db, id, services.now()) : null;
      if (!pending) throw launchFail.signInFailed('no_pending_sign_in');
      const product = services.products.get(pending.product);
      if (!product) throw launchFail.signInFailed('no_pending_sign_in');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      let identity;
      try {
        identity = await oidc.finish(query, { state: pending.state, nonce: pending.nonce, codeVerifier: pending.code_verifier });
      } catch (error) {
        if (error instanceof LaunchOidcRefused) {
          request.log.warn({ reason: error.reason }, 'launch sign-in refused');
          throw launchFail.signInFailed(error.reason);
        }
        throw error;
      }
      // The pending sign-in was taken once above: nothing more to claim.
      return await admitLaunched(services, product, identity, async () => true, request, reply);
    } catch (error) {
      return refuseLaunch(services, request, reply, error);
    }
  });
}
