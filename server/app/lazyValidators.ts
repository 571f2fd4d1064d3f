import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

/** What Fastify passes a validator compiler: a route's schema of one part of the request. */
type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];
type Validate = ((data: unknown) => unknown) & { errors?: FastifySchemaValidationError[] | null };
/** What `AjvCompiler()` returns, as this file calls it: shared schemas and options in, a route compiler out. */
type CompilerFactory = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Validate;

/**
 * Fastify's own request validators (Ajv, with Fastify's options and shared schemas), each
 * compiled when its route first checks a request instead of when the route is registered, and
 * Ajv itself made at the first of them (a new Ajv compiles JSON Schema's meta-schema first). As
 * with the response serializers (lazySerializers.ts), a server process paid this at start for
 * routes it may never serve, and every test that builds an app paid it again. A route's verdict
 * and its `errors` are Ajv's, unchanged; a schema Ajv refuses throws on the first request of its
 * route (the API tests send a request to every route).
 *
 * Fastify leaves the header schemas of a custom compiler as written (it lower-cases the default
 * compiler's): a header schema must name its headers in lower case, which this refuses at start.
 */
export function lazyValidatorFactory(): ValidatorFactory {
  const eager = AjvCompiler() as unknown as CompilerFactory;
  return ((externalSchemas: unknown, options: unknown) => {
    let compile: ((route: RouteSchema) => Validate) | undefined;
    return (route: RouteSchema) => {
      if (route.httpPart === 'headers') refuseUpperCaseHeaders(route);
      let validate: Validate | undefined;
      const lazy: Validate = (data: unknown) => {
        compile ??= eager(externalSchemas, options);
        validate ??= compile(route);
        const result = validate(data);
        lazy.errors = validate.errors;
        return result;
      };
      return lazy;
    };
  }) as ValidatorFactory;
}

function refuseUpperCaseHeaders(route: RouteSchema): void {
  const properties = (route.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const upper = Object.keys(properties).filter((name) => name !== name.toLowerCase());
  if (upper.length) throw new Error(`${route.method} ${route.url}: header schema names ${upper.join(', ')}; name headers in lower case`);
}
