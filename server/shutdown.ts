import type { FastifyInstance } from 'fastify';

/** Bounds of a graceful shutdown. */
export interface ShutdownOptions {
  /** Time between "not ready" and closing the listener, so a load balancer stops sending (ms). */
  drainDelayMs: number;
  /** Longest wait for in-flight requests and the job in hand before the process exits anyway (ms). */
  timeoutMs: number;
  /** Where the steps are told (default: console.log). */
  say?: (line: string) => void;
}

/**
 * Graceful shutdown on SIGTERM/SIGINT: /health/ready answers 503 at once; after the drain
 * delay the listener stops accepting and in-flight requests finish; the job worker stops
 * claiming and finishes (or releases) the job in hand; the database pool closes; exit 0.
 * Past `timeoutMs` the process exits 1 with what was still open.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  const say = options.say ?? ((line: string) => console.log(line));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.accepting = false;
    say(`${signal}: not ready; closing in ${options.drainDelayMs} ms`);
    const timer = setTimeout(() => {
      say(`shutdown took longer than ${options.timeoutMs} ms; exiting`);
      process.exit(1);
    }, options.drainDelayMs + options.timeoutMs);
    timer.unref();
    setTimeout(() => {
      app.close().then(
        () => {
          say('closed: requests finished, jobs stopped, database closed');
          process.exit(0);
        },
        (error: unknown) => {
          say(`close failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
    }, options.drainDelayMs);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
}
