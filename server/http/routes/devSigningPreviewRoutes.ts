import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { renderAgreementHtml, renderSigningPage, type Language } from '../../adapters/esign';
import { PREVIEW_BORROWER, previewAgreementData, previewSigningTexts } from '../../dev/previewSigning';
import { ApiError } from '../../errors/apiError';
import { errorResponses } from '../../schemas/apiSchemas';
import { setSigningPageHeaders } from './builtInSigningRoutes';

/** Where the preview's signing page lives: `${PREVIEW_SIGNING_PATH}/<product>/<en|es>`. */
export const PREVIEW_SIGNING_PATH = '/api/dev/preview/signing';

const pageParams = {
  type: 'object', required: ['product', 'language'],
  properties: { product: { type: 'string', maxLength: 100 }, language: { type: 'string', enum: ['en', 'es'] } },
};

/**
 * Local mode only, for the product owners' preview (/preview). GET
 * /api/dev/preview/signing/:product/:language: the built-in signing page (same page, same CSP
 * as /esign/s/:token) with the agreement the sample borrower would sign for the product today.
 * Its Sign and Decline post to /api/dev/preview/signing/complete and /decline, which answer 409
 * saying it is a preview: nothing is created, signed or stored.
 */
export function registerDevSigningPreviewRoutes(app: FastifyInstance): void {
  app.get<{ Params: { product: string; language: Language } }>(`${PREVIEW_SIGNING_PATH}/:product/:language`, {
    schema: { summary: 'Local mode only: the signing page with a sample agreement, for the preview.', tags: ['dev'], params: pageParams },
  }, async (request, reply) => {
    const { product: productId, language } = request.params;
    const product = app.services.products.get(productId);
    if (!product) throw new ApiError(404, 'UNKNOWN_PRODUCT', `Unknown product "${productId.slice(0, 40)}".`);
    const nonce = randomBytes(16).toString('base64');
    setSigningPageHeaders(reply, nonce);
    const agreement = previewAgreementData(product, app.services.brand, language, app.services.now().toISOString().slice(0, 10));
    return renderSigningPage({
      token: 'preview', agreementHtml: renderAgreementHtml(agreement), language, borrower: PREVIEW_BORROWER, nonce, brandColors: app.services.brand.colors,
      appOrigin: new URL(`${request.protocol}://${request.host}`).origin,
      signUrl: `${PREVIEW_SIGNING_PATH}/complete`, declineUrl: `${PREVIEW_SIGNING_PATH}/decline`,
      texts: previewSigningTexts(language),
    });
  });

  for (const action of ['complete', 'decline'] as const) {
    app.post(`${PREVIEW_SIGNING_PATH}/${action}`, {
      schema: { summary: `Local mode only: the preview's ${action === 'complete' ? 'Sign' : 'Decline'}; always 409, nothing is stored.`, tags: ['dev'], response: errorResponses() },
    }, async () => {
      throw new ApiError(409, 'CONFLICT', 'This is the preview of the signing page: nothing is signed or stored.', { preview: true });
    });
  }
}
