import { buildApp } from './app/buildApp';
import { BrandLoadError } from './config/brand';
import { EnvError } from './config/env';
import { FlowLoadError } from './flows/loadProducts';
import { installGracefulShutdown } from './shutdown';

/** Starts the server on HOST:PORT; a bad environment or flow stops it with a clear message. */
async function main(): Promise<void> {
  // Files this process creates (data folder, key file, logs) are private to its user.
  process.umask(0o077);
  let app;
  try {
    app = await buildApp();
  } catch (error) {
    if (error instanceof EnvError || error instanceof FlowLoadError || error instanceof BrandLoadError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { PORT, HOST } = app.services.env;
  await app.listen({ port: PORT, host: HOST });
  const shown = HOST === '0.0.0.0' || HOST === '::' ? 'localhost' : HOST;
  console.log(`Microloan is running on http://${shown}:${PORT}`);
  const { SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS } = app.services.env;
  installGracefulShutdown(app, { drainDelayMs: SHUTDOWN_DRAIN_MS, timeoutMs: SHUTDOWN_TIMEOUT_MS });
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
