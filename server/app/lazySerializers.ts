import { SerializerSelector, type SerializerFactory, type Serializer } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled when its route first
 * answers with that status instead of when the route is registered. Compiling every route's
 * response schemas was the largest part of building the app (about half of `buildApp`'s CPU
 * once its modules are loaded): a server process pays it at start for routes it may never
 * serve, and every test that builds an app paid it again. The output is byte for byte Fastify's
 * default; a schema fast-json-stringify refuses now throws on the first response of its route
 * (every route's responses are covered by the API tests).
 */
export function lazySerializerFactory(): SerializerFactory {
  const eager = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (routeSchema) => {
      let serialize: Serializer | undefined;
      return (data: unknown) => (serialize ??= compile(routeSchema))(data);
    };
  };
}
