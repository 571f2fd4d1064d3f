import fp from 'fastify-plugin';
import { createDemoLaunchKey } from '../../adapters/launch/demoLaunchKey';
import { LaunchOidcClient } from '../../adapters/launch/launchOidcClient';
import { createLaunchTokenVerifier } from '../../adapters/launch/launchTokenVerifier';
import { registerDemoOnlineBankingRoutes } from '../../http/routes/demoOnlineBankingRoutes';
import { oidcSignInStarter, registerLaunchOidcCallback } from '../../http/routes/launchOidcRoutes';
import { registerLaunchFrameRoutes } from '../../http/routes/launchFrameRoutes';
import { registerLaunchRoutes } from '../../http/routes/launchRoutes';

/**
 * The launch from online banking (docs/online-banking.md), when configured: `/launch/{product}`
 * with a signed token (LAUNCH_*; local mode without them: the demo host's key) and/or by OpenID
 * Connect (LAUNCH_OIDC_*: `/launch/{product}` without a token and `/launch/oidc/callback`); in
 * local mode with the demo key the demo host `/demo/online-banking` and its key set. Production
 * with neither registers nothing (`/launch/...` answers 404). `GET /api/launch/frame`: the
 * settings of the launch inside online banking's frame (allowed parent origins, return address).
 */
export const launchPlugin = fp(async (app) => {
  const { env, now, localMode } = app.config;
  const { LAUNCH: launch, LAUNCH_OIDC: oidcEnv } = env;
  if (!launch && !oidcEnv) return;
  const perMinute = app.services.limits.identityRequestsPerIpPerMinute;
  const demo = launch?.keys.kind === 'demo' && localMode ? await createDemoLaunchKey(launch) : undefined;
  const oidc = oidcEnv ? new LaunchOidcClient(oidcEnv) : undefined;
  registerLaunchRoutes(app, launch ? createLaunchTokenVerifier(launch, now, demo?.jwks) : undefined, oidc ? oidcSignInStarter(app.services, oidc) : undefined, perMinute);
  if (oidc) registerLaunchOidcCallback(app, oidc, perMinute);
  registerLaunchFrameRoutes(app, env.LAUNCH_FRAME);
  if (demo) registerDemoOnlineBankingRoutes(app, demo);
}, { name: 'launch', dependencies: ['routes'], decorators: { fastify: ['config', 'services'] } });
