import type { FastifyInstance } from 'fastify';
import { applicationFormSteps } from '../../src/core/flow/order';
import { applyClearRules, bindApplication, pickPayload, validateFormData } from '../../src/core/forms/validateForm';
import { isTerminal } from '../../src/core/steps';
import { formProgress } from '../domain/application/formProgress';
import { storeForm } from '../domain/application/storeForm';
import { allowedSteps, toView } from '../domain/application/view';
import { fail } from '../errors/apiError';
import type { Product } from '../flows/product';
import { requireSession } from '../plugins/app/session';
import { applicationsRepo } from '../repos/applications';
import { apiSchemas, errorResponses } from '../schemas/apiSchemas';
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
      if (isTerminal(application.step) || !allowedSteps(product, application).includes(step.step))
        throw fail.stepNotAllowed(application.step, step.step);
      const raw = { ...(request.body as Record<string, unknown>) };
      for (const bound of Object.keys(form.config.bind ?? {})) delete raw[bound];
      const data = bindApplication(form.config, applyClearRules(form.config, raw), application.data);
      const details = validateFormData(form.config, form.schema, form.validate, data, services.now());
      if (details.length) throw fail.validation(details);
      const nextData = storeForm(form.config, application.data, pickPayload(form.config, data));
      const next = formProgress(product, nextData);
      const updated = await applicationsRepo.update(services.db, application, services.now(), { step: next.step, data: nextData }, {
        type: 'form_submitted',
        detail: { form: step.step, fields: Object.keys(pickPayload(form.config, data)) },
      });
      return toView(product, updated, expiresInSeconds);
    });
  }
}
