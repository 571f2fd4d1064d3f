import fp from 'fastify-plugin';
import { LiveConfig } from '../../dev/liveConfig';
import { registerLiveFormRoutes } from '../../dev/liveFormRoutes';
import { registerDevConfigRoutes } from '../../http/routes/devConfigRoutes';
import { registerDevRoutes } from '../../http/routes/devRoutes';
import { registerDevSigningPreviewRoutes } from '../../http/routes/devSigningPreviewRoutes';

/**
 * Local mode only: the dev outbox, the signing preview, and the config reloader (decorates
 * `liveConfig`; watches flows, schemas, locales and the brand unless `watchConfig` is off) with
 * the routes that serve what it reloads.
 */
export const devToolsPlugin = fp(async (app) => {
  const { files, products, brand, now, watchConfig } = app.config;
  registerDevRoutes(app);
  registerDevSigningPreviewRoutes(app);
  const live = new LiveConfig({ root: files.root, flowsDir: files.flowsDir, schemasDir: files.schemasDir, localesDir: files.localesDir, brandFile: files.brandFile }, products, brand, now);
  if (watchConfig) live.watch();
  app.addHook('onClose', async () => live.close());
  app.decorate('liveConfig', live);
  registerDevConfigRoutes(app, live);
  registerLiveFormRoutes(app, live, files.distDir);
}, { name: 'dev-tools', dependencies: ['routes'], decorators: { fastify: ['config', 'services'] } });
