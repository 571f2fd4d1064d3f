import type { FastifyInstance } from 'fastify';
import { STEPS, type Step } from '../../../src/core/steps';
import { toView } from '../../domain/application/view';
import type { Product } from '../../flows/product';
import { apiSchemas, errorResponses } from '../../schemas/apiSchemas';
import type { ApplicationChangeWatcher } from '../live/applicationChangeWatcher';
import { requireSession } from '../session';

/** The longest a wait holds the request, seconds: under the browser's 30-s call timeout and common proxy idle timeouts. */
export const MAX_WAIT_SECONDS = 25;

/** Waits one client may start per minute (each lasts until a change or MAX_WAIT_SECONDS). */
export const WAITS_PER_MINUTE = 120;

interface WaitQuery {
  step: Step;
  /** Seconds, 1 to MAX_WAIT_SECONDS (a query string: the app's validator coerces no types). */
  wait?: string;
}

/** The wait of a query in ms: `wait` seconds (default MAX_WAIT_SECONDS), never past the session's last second. */
function waitMsOf(query: WaitQuery, sessionSeconds: number): number {
  const seconds = query.wait === undefined ? MAX_WAIT_SECONDS : Number(query.wait);
  return Math.min(seconds, MAX_WAIT_SECONDS, Math.max(0, sessionSeconds - 1)) * 1000;
}

/**
 * GET application/wait?step=STEP[&wait=SECONDS]: the long-poll of the application (issue 25).
 * Authenticated and answered exactly like GET application (the same session check, the same
 * ApplicationView schema). It answers at once when the application is not at `step` (the step the
 * browser shows) or is not a polling step; otherwise as soon as the application changes (in any
 * process: see ApplicationChangeWatcher), else unchanged after `wait` seconds (at most
 * MAX_WAIT_SECONDS, never past the session's end). The browser falls back to the 5-s poll.
 */
export function registerApplicationWaitRoute(app: FastifyInstance, product: Product, watcher: ApplicationChangeWatcher): void {
  app.get<{ Querystring: WaitQuery }>(`/api/v1/${product.id}/application/wait`, {
    schema: {
      summary: 'The application of the session, answered when it changes (long-poll; at most 25 s).',
      tags: [product.id],
      querystring: {
        type: 'object',
        required: ['step'],
        additionalProperties: false,
        properties: { step: { type: 'string', enum: [...STEPS] }, wait: { type: 'string', pattern: '^(?:[1-9]|1[0-9]|2[0-5])$' } },
      },
      response: { 200: apiSchemas.applicationView, ...errorResponses() },
    },
    config: { rateLimit: { max: WAITS_PER_MINUTE, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const first = await requireSession(app.services, request, product);
    const view = toView(product, first.application, first.expiresInSeconds);
    if (view.step !== request.query.step || !view.is_polling_step) return view;
    const waitMs = waitMsOf(request.query, first.expiresInSeconds);
    const gone = new AbortController();
    const onClose = () => gone.abort();
    reply.raw.once('close', onClose);
    const end = await watcher.wait(first.application.id, first.application.version, waitMs, gone.signal);
    reply.raw.off('close', onClose);
    if (end === 'aborted') return view; // nobody listens any more: nothing more to read
    const now = await requireSession(app.services, request, product);
    return toView(product, now.application, now.expiresInSeconds);
  });
}
