import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Step } from '../../../src/core/steps';
import type { Product } from '../../flows/product';
import type { AppServices } from '../services';

/** What a step route handler receives. */
export interface StepCallContext<Body> {
  services: AppServices;
  product: Product;
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
}

/** One call served by a server handler, under `/api/v1/{product}/`. */
export interface StepRoute<Body = unknown> {
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
   * (Fastify only checks that it is an object). `body` is then ignored.
   */
  formStep?: Step;
  /** Rate limited per client IP like the identity calls. */
  identityRateLimit?: boolean;
  handle(ctx: StepCallContext<Body>): Promise<unknown>;
}

/** A named server handler a flow step refers to with `"server": "<name>"`. */
export interface ServerHandler {
  name: string;
  routes: StepRoute<never>[];
}

/** Builds a route with a typed body (keeps the registry free of `any`). */
export function stepRoute<Body>(route: StepRoute<Body>): StepRoute<never> {
  return route as unknown as StepRoute<never>;
}
