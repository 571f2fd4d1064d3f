// The server as server/main.ts starts it, but serving the web app from HOSTILE_DIST_DIR: the
// hostile suite needs an app page to prove that API paths never fall back to it.
import { buildApp } from '../../server/app/buildApp';

const app = await buildApp({ distDir: process.env.HOSTILE_DIST_DIR || undefined });
const { PORT, HOST } = app.services.env;
await app.listen({ port: PORT, host: HOST });
console.log(`hostile server listening on ${HOST}:${PORT}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0), () => process.exit(1)));
