import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Step } from '../../../src/core/steps';
import type { Product } from '../../flows/product';
import type { AppServices } from '../services';

/**
 * The body Fastify hands a route declared with `Body`, after validating it with the route's
 * schema: `Body` itself for an object type with fields (`unknown` for a body without any).
 */
export type ValidatedBody<Body> = FastifyRequest<{ Body: Body }>['body'];

/** What a step route handler receives. */
export interface StepCallContext<Body> {
  services: AppServices;
  product: Product;
  request: FastifyRequest;
  reply: FastifyReply;
  body: ValidatedBody<Body>;
}

/** What a step route declares, whatever its body. */
export interface StepRouteSpec {
  /** Path after `/api/v1/{product}/`, e.g. `application/otp/verify`. */
  path: string;
  /** One-line description for OpenAPI. */
  summary: string;
  /** JSON Schema of the body (validated by Fastify before the handler runs). */
  body: Record<string, unknown>;
  /** JSON Schema of the 200 answer. */
  response: Record<string, unknown>;
  /**
   * The body is this step's form: OpenAPI shows the form schema and the handler validates it
   * (Fastify only checks that it is an object). `body` then names the fields the route takes
   * beside the form's (e.g. apply's `language`): Fastify validates those and OpenAPI shows them.
   */
  formStep?: Step;
  /** Rate limited per client IP like the identity calls. */
  identityRateLimit?: boolean;
}

/** A step route as its file writes it: the spec and a named handler typed by the body its schema admits. */
export interface StepRouteDefinition<Body> extends StepRouteSpec {
  handle(ctx: StepCallContext<Body>): Promise<unknown>;
}

/**
 * A step route in the registry: its spec, and `mount`, which registers it on Fastify with the
 * body type of its definition (kept inside by `stepRoute`, so routes of any body sit in one list).
 */
export interface StepRoute extends StepRouteSpec {
  /** Registers `POST url` with these options; the handler gets the body Fastify validated with the route's schema. */
  mount(app: FastifyInstance, url: string, options: RouteShorthandOptions, product: Product): void;
}

/** A named server handler a flow step refers to with `"server": "<name>"`. */
export interface ServerHandler {
  name: string;
  routes: StepRoute[];
}

/**
 * A registry route from a definition typed by its body. Fastify validates the body with the
 * route's schema before the handler runs, so the handler sees `Body` (Fastify's route generic).
 */
export function stepRoute<Body>(definition: StepRouteDefinition<Body>): StepRoute {
  const { handle, ...spec } = definition;
  return {
    ...spec,
    mount(app, url, options, product) {
      app.post<{ Body: Body }>(url, options, (request, reply) => handle({ services: app.services, product, request, reply, body: request.body }));
    },
  };
}
