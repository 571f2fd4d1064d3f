import type { FastifyInstance } from 'fastify';
import { applicationFormSteps } from '../../../src/core/flow/order';
import { toView } from '../../domain/application/view';
import { submitForm } from '../../domain/lifecycle';
import type { Product } from '../../flows/product';
import { requireSession } from '../session';
import { apiSchemas, errorResponses } from '../../schemas/apiSchemas';
import { documentedFormBody, objectOnlyValidator } from './formBodySchema';

/**
 * Registers `POST /api/v1/{product}/<form.submit>` for every form step with `store`:
 * session, allowed step, clear rules, bound values from the application, the browser's
 * schema and checks, store, next step (the first unfilled form step, else review).
 */
export function registerFormRoutes(app: FastifyInstance, product: Product): void {
  for (const step of applicationFormSteps(product.flow)) {
    const registered = product.forms.get(step.step);
    if (!registered) throw new Error(`Step ${step.step} of ${product.id} has no compiled form`);
    app.post(`/api/v1/${product.id}/${registered.config.submit}`, {
      schema: {
        summary: `Submits the ${step.step} form (${registered.config.schema}).`,
        tags: [product.id],
        body: documentedFormBody(registered),
        response: { 200: apiSchemas.applicationView, ...errorResponses() },
      },
      validatorCompiler: objectOnlyValidator,
    }, async (request) => {
      const services = app.services;
      // The current form: in local mode the config reloader may have replaced it (server/dev/liveConfig.ts).
      const form = product.forms.get(step.step) ?? registered;
      const { application, expiresInSeconds } = await requireSession(services, request, product);
      const updated = await submitForm(services, product, application, step.step, form, request.body as Record<string, unknown>);
      return toView(product, updated, expiresInSeconds);
    });
  }
}
