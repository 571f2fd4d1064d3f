import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pgEnvelopeStore } from '../../adapters/esign-store/pgEnvelopeStore';
import { renderSigningErrorPage, renderSigningPage, SIGNING_ERROR_HTTP_STATUS, signingErrorPageKind, type SigningCeremony, type SigningFailure } from '../../adapters/esign';
import { hashSigningToken, isSigningTokenShape } from '../../adapters/esign/signingToken';
import { signingLinkBinding } from '../../adapters/esign-store/signingLinkBinding';
import { recordSignature } from '../../domain/lifecycle';
import { ApiError } from '../../errors/apiError';
import { liveSession } from '../session';
import { applicationsRepo } from '../../repos/applications';
import { errorResponses } from '../../schemas/apiSchemas';

const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 100 } } };
const statusAnswer = { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } }, ...errorResponses() };

/** A per-response CSP for the signing page: only its own nonce'd inline style and script, calls to this origin, framed by this origin. */
export function setSigningPageHeaders(reply: FastifyReply, nonce: string): void {
  reply.header('content-security-policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'self'`);
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  reply.type('text/html; charset=utf-8');
}

const refusal = (f: SigningFailure) => new ApiError(SIGNING_ERROR_HTTP_STATUS[f.error_code], f.error_code, `Signing refused: ${f.error_code}`);

/**
 * Why a signing link cannot be used by this request, or null when it can: the request must carry
 * the live session the link was issued to (SIGNING_LINK_INVALID otherwise), and the application
 * must still be waiting for the signature (SIGNING_LINK_USED otherwise).
 */
async function linkRefusal(app: FastifyInstance, request: FastifyRequest, token: string): Promise<SigningFailure | null> {
  const invalid = { ok: false, error_code: 'SIGNING_LINK_INVALID' } as const;
  if (!isSigningTokenShape(token)) return invalid;
  const tokenHash = hashSigningToken(token);
  const boundTo = await signingLinkBinding.sessionOf(app.services.db, tokenHash);
  const session = boundTo ? await liveSession(app.services, request) : null;
  if (!session || session.id_hash !== boundTo) return invalid;
  const store = pgEnvelopeStore(app.services.db);
  const link = await store.getSession(tokenHash);
  const envelope = link ? await store.get(link.envelopeId) : null;
  if (!envelope || envelope.applicationId !== session.application_id) return invalid;
  const application = await applicationsRepo.get(app.services.db, envelope.applicationId);
  return application && application.step === 'DOCUSIGN' ? null : { ok: false, error_code: 'SIGNING_LINK_USED' };
}

/**
 * The built-in signing ceremony's pages and calls (same origin as the app; each needs the
 * session cookie the link was issued to, see `linkRefusal`):
 * GET /esign/s/:token (the signing page), POST /esign/s/:token/complete {typed_name, consent},
 * POST /esign/s/:token/decline. Registered only with the built-in provider, which hands over
 * its `ceremony` (server/app/adapters.ts).
 */
export function registerBuiltInSigningRoutes(app: FastifyInstance, ceremony: SigningCeremony): void {
  app.get<{ Params: { token: string } }>('/esign/s/:token', { schema: { summary: 'The signing page of a single-use link.', tags: ['esign'], params: tokenParams } }, async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    setSigningPageHeaders(reply, nonce);
    const { token } = request.params;
    const opened = (await linkRefusal(app, request, token)) ?? (await ceremony.openSigningSession(token));
    if (!opened.ok) {
      return reply.code(SIGNING_ERROR_HTTP_STATUS[opened.error_code]).send(renderSigningErrorPage(signingErrorPageKind(opened.error_code), 'en', { nonce, brandColors: app.services.brand.colors }));
    }
    const base = `/esign/s/${token}`;
    return renderSigningPage({
      token, agreementHtml: opened.agreementHtml, language: opened.language, borrower: opened.borrower, signatureMethod: opened.signatureMethod, nonce, brandColors: app.services.brand.colors,
      appOrigin: new URL(`${request.protocol}://${request.host}`).origin, signUrl: `${base}/complete`, declineUrl: `${base}/decline`,
    });
  });

  app.post<{ Params: { token: string }; Body: { typed_name: string; consent: boolean } }>('/esign/s/:token/complete', {
    schema: {
      summary: 'Signs with the typed name and E-SIGN consent; 403 ID_CHECK_FAILED when the identity check fails.', tags: ['esign'], params: tokenParams,
      body: { type: 'object', additionalProperties: false, required: ['typed_name', 'consent'], properties: { token: { type: 'string', maxLength: 100 }, typed_name: { type: 'string', maxLength: 200 }, consent: { type: 'boolean' } } },
      response: statusAnswer,
    },
  }, async (request: FastifyRequest<{ Params: { token: string }; Body: { typed_name: string; consent: boolean } }>) => {
    const { token } = request.params;
    const refused = await linkRefusal(app, request, token);
    if (refused) throw refusal(refused);
    const result = await ceremony.completeSigning(token, {
      typedName: request.body.typed_name, consent: request.body.consent, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    });
    if (!result.ok) throw refusal(result);
    const envelope = await app.services.esign.getEnvelope(result.envelopeId);
    if (envelope) await recordSignature(app.services, envelope.applicationId, result.status === 'signing_complete' ? 'completed' : 'id_check_failed');
    if (result.status === 'id_check_failed') throw new ApiError(403, 'ID_CHECK_FAILED', 'We could not verify your identity.');
    return { status: 'signing_complete' };
  });

  app.post<{ Params: { token: string } }>('/esign/s/:token/decline', {
    schema: {
      summary: 'Declines to sign; the application is canceled.', tags: ['esign'], params: tokenParams,
      body: { type: 'object', additionalProperties: false, properties: { token: { type: 'string', maxLength: 100 } } }, response: statusAnswer,
    },
  }, async (request) => {
    const { token } = request.params;
    const refused = await linkRefusal(app, request, token);
    if (refused) throw refusal(refused);
    const result = await ceremony.declineSigning(token);
    if (!result.ok) throw refusal(result);
    const envelope = await app.services.esign.getEnvelope(result.envelopeId);
    if (envelope) await recordSignature(app.services, envelope.applicationId, 'declined');
    return { status: 'decline' };
  });
}
