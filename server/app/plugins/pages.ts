import fp from 'fastify-plugin';
import { registerFallback } from '../../http/routes/fallbackRoutes';

/** The web app's pages and files, and the 404s of everything else: registered last. */
export const pagesPlugin = fp(async (app) => {
  const { files, products, localMode } = app.config;
  await registerFallback(app, files.distDir, [...products.values()].map((product) => product.flow), localMode);
}, { name: 'pages', dependencies: ['routes'], decorators: { fastify: ['config'] } });
