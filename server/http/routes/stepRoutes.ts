import type { FastifyInstance } from 'fastify';
import type { Product } from '../../flows/product';
import { errorResponses } from '../../schemas/apiSchemas';
import { serverHandler } from '../steps/registry';
import { besideFormValidator, documentedFormBody } from './formBodySchema';

/** Registers the routes of every server handler the product's flow names. */
export function registerStepRoutes(app: FastifyInstance, product: Product, identityPerMinute: number): void {
  const seen = new Set<string>();
  for (const step of product.flow.steps) {
    if (!step.server || seen.has(step.server)) continue;
    seen.add(step.server);
    for (const route of serverHandler(step.server, step.step).routes) {
      const form = route.formStep ? product.forms.get(route.formStep) : undefined;
      if (route.formStep && !form) throw new Error(`Server handler "${step.server}" needs a form on step ${route.formStep} of ${product.id}`);
      route.mount(app, `/api/v1/${product.id}/${route.path}`, {
        schema: { summary: route.summary, tags: [product.id], body: form ? documentedFormBody(form, route.body) : route.body, response: { 200: route.response, ...errorResponses() } },
        ...(form ? { validatorCompiler: besideFormValidator(route.body) } : {}),
        config: route.identityRateLimit ? { rateLimit: { max: identityPerMinute, timeWindow: 60_000 } } : {},
      }, product);
    }
  }
}
