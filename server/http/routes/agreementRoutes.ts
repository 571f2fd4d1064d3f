import type { FastifyInstance } from 'fastify';
import { signedAgreementOf } from '../../adapters/esign-store/pgEnvelopeStore';
import { ApiError } from '../../errors/apiError';
import type { Product } from '../../flows/product';
import { errorResponses } from '../../schemas/apiSchemas';
import { requireSession } from '../session';

/** Per product, `GET application/agreement`: the signed agreement (PDF with its audit page) of the session's application, once signed. */
export function registerAgreementRoutes(app: FastifyInstance, products: Iterable<Product>): void {
  for (const product of products) {
    app.get(`/api/v1/${product.id}/application/agreement`, {
      schema: { summary: 'The signed loan agreement (PDF with its audit page), once signed.', tags: [product.id], response: errorResponses() },
    }, async (request, reply) => {
      const { application } = await requireSession(app.services, request, product);
      const pdf = await signedAgreementOf(app.services.db, application.id);
      if (!pdf) throw new ApiError(404, 'NOT_FOUND', 'There is no signed agreement yet.');
      return reply.type('application/pdf').header('content-disposition', 'attachment; filename="loan-agreement.pdf"').header('cache-control', 'no-store').send(Buffer.from(pdf));
    });
  }
}
