import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { docuSignStore, messageDigest, statusOfConnectEvent, verifyConnectSignature, type ConnectMessage, type DocuSign } from '../../adapters/docusign';
import { projectPath } from '../../config/projectRoot';
import { recordSignature, type SignatureOutcome } from '../../domain/lifecycle';
import { ApiError } from '../../errors/apiError';
import { jobsRepo } from '../../jobs/jobsRepo';
import { errorResponses } from '../../schemas/apiSchemas';

/** Path of the Connect webhook (register it in DocuSign with HMAC on, JSON, SIM event model). */
export const DOCUSIGN_WEBHOOK_PATH = '/api/webhooks/docusign';
/** Connect messages carry no documents here (the job downloads them): 1 MB is plenty. */
const BODY_LIMIT = 1_048_576;

const { $id: _id, ...connectSchema } = JSON.parse(readFileSync(projectPath('schemas', 'api', 'docusign-connect.schema.json'), 'utf8')) as Record<string, unknown>;
const validateMessage = new Ajv({ allErrors: true, strict: false }).compile<ConnectMessage>(connectSchema);

/** The raw body, held where the app's body hooks (which walk enumerable fields) do not see it. */
class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

const OUTCOME: Partial<Record<string, SignatureOutcome>> = { completed: 'completed', declined: 'declined', id_check_failed: 'id_check_failed' };

/** Logs a refused message: why, and from where; never the body. */
function refuse(request: FastifyRequest, status: number, code: 'FORBIDDEN' | 'INVALID_JSON' | 'VALIDATION_ERROR' | 'ENVELOPE_NOT_FOUND', reason: string): ApiError {
  request.log.warn({ webhook: 'docusign', status, reason, remoteAddress: request.ip }, 'DocuSign Connect message refused');
  return new ApiError(status, code, reason);
}

/**
 * `POST /api/webhooks/docusign`: DocuSign Connect (JSON). The raw body is kept (a scoped
 * content-type parser) and verified first: an X-DocuSign-Signature-N header must be the
 * base64 HMAC-SHA256 of it under DOCUSIGN_CONNECT_HMAC_KEY (403 and a log line otherwise).
 * Then: not JSON 400 INVALID_JSON; not a Connect message 400 VALIDATION_ERROR; an envelope we did
 * not create (or of another account) 404 ENVELOPE_NOT_FOUND; a message already applied (same
 * body) 200 `duplicate`, changing nothing. A final event (envelope-completed, -declined,
 * -voided, recipient-authenticationfailed) closes our envelope once; for the application's
 * newest envelope it records the outcome (DOCUSIGN -> AWAITING_SIGNATURE_CONFIRMATION, or
 * canceled) and makes the waiting 'confirm-signature' job due now. Every step is idempotent.
 */
export async function registerDocuSignWebhook(app: FastifyInstance, docusign: DocuSign): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, new RawBody(Buffer.isBuffer(body) ? body : Buffer.from(body))));
    scope.post(DOCUSIGN_WEBHOOK_PATH, {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'DocuSign Connect webhook (HMAC-signed JSON).', tags: ['webhooks'],
        response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['applied', 'ignored', 'duplicate'] } } }, ...errorResponses() },
      },
    }, async (request) => {
      const { db, now } = app.services;
      const raw = request.body instanceof RawBody ? request.body.bytes : null;
      if (!raw || !verifyConnectSignature(raw, request.headers, docusign.config.connectHmacKeys)) {
        const signed = Object.keys(request.headers).some((h) => /^x-docusign-signature-\d+$/i.test(h));
        throw refuse(request, 403, 'FORBIDDEN', signed ? 'The Connect signature does not match.' : 'The Connect message is not signed.');
      }
      let message: unknown;
      try {
        message = JSON.parse(raw.toString('utf8'));
      } catch {
        throw refuse(request, 400, 'INVALID_JSON', 'The Connect message is not JSON.');
      }
      if (!validateMessage(message)) throw refuse(request, 400, 'VALIDATION_ERROR', 'The body is not a Connect message.');
      const { event, data, generatedDateTime } = message;
      const envelope = await docuSignStore.get(db, data.envelopeId);
      if (!envelope || (data.accountId && data.accountId.toLowerCase() !== docusign.config.accountId.toLowerCase()))
        throw refuse(request, 404, 'ENVELOPE_NOT_FOUND', 'No envelope of ours has this id.');
      const digest = messageDigest(raw);
      if (await docuSignStore.seen(db, digest)) {
        request.log.info({ webhook: 'docusign', event, envelope: envelope.envelopeId }, 'DocuSign Connect message already applied');
        return { status: 'duplicate' };
      }
      const status = statusOfConnectEvent(event);
      if (status) {
        await docuSignStore.close(db, envelope.envelopeId, status, now());
        const latest = await docuSignStore.latestOf(db, envelope.applicationId);
        if (latest?.envelopeId === envelope.envelopeId) {
          const outcome = OUTCOME[latest.status];
          if (outcome) await recordSignature(app.services, envelope.applicationId, outcome);
          await jobsRepo.runNow(db, 'confirm-signature', envelope.applicationId, now());
        }
      }
      await docuSignStore.recordEvent(db, digest, envelope.envelopeId, event, generatedDateTime ?? null, now());
      request.log.info({ webhook: 'docusign', event, envelope: envelope.envelopeId, applied: Boolean(status) }, 'DocuSign Connect message');
      return { status: status ? 'applied' : 'ignored' };
    });
  });
}
