import fp from 'fastify-plugin';
import { createDemoLaunchKey } from '../../adapters/launch/demoLaunchKey';
import { createLaunchTokenVerifier } from '../../adapters/launch/launchTokenVerifier';
import { registerDemoOnlineBankingRoutes } from '../../http/routes/demoOnlineBankingRoutes';
import { registerLaunchRoutes } from '../../http/routes/launchRoutes';

/**
 * The launch from online banking (docs/online-banking.md), when configured (LAUNCH_*; local mode
 * without them: the demo host's key): `/launch/{product}` with its token verifier, and in local
 * mode with the demo key the demo host `/demo/online-banking` and its key set. Production without
 * a launch configuration registers nothing (`/launch/...` answers 404).
 */
export const launchPlugin = fp(async (app) => {
  const { env, now, localMode } = app.config;
  const launch = env.LAUNCH;
  if (!launch) return;
  const demo = launch.keys.kind === 'demo' && localMode ? await createDemoLaunchKey(launch) : undefined;
  registerLaunchRoutes(app, createLaunchTokenVerifier(launch, now, demo?.jwks), app.services.limits.identityRequestsPerIpPerMinute);
  if (demo) registerDemoOnlineBankingRoutes(app, demo);
}, { name: 'launch', dependencies: ['routes'], decorators: { fastify: ['config', 'services'] } });
