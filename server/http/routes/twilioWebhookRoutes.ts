import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isValidTwilioSignature, type FormParams } from '../../adapters/sms/twilioSignature';
import { recordTwilioStatus, TWILIO_STATUS_PATTERN } from '../../adapters/sms/twilioStatus';
import { TWILIO_STATUS_PATH, type TwilioConfig } from '../../config/twilioEnv';
import { ApiError } from '../../errors/apiError';

/** Largest status callback body taken, bytes (Twilio's are well under 2 KB). */
const BODY_LIMIT = 16_384;

/** The form fields of a status callback this route reads; Twilio sends more (all of them are signed). */
const statusBody = {
  type: 'object',
  required: ['MessageSid', 'MessageStatus', 'AccountSid'],
  properties: {
    MessageSid: { type: 'string', pattern: '^(SM|MM)[0-9a-f]{32}$' },
    MessageStatus: { type: 'string', pattern: TWILIO_STATUS_PATTERN },
    AccountSid: { type: 'string', pattern: '^AC[0-9a-f]{32}$' },
    ErrorCode: { type: 'string', pattern: '^[0-9]{1,6}$' },
  },
} as const;

type StatusBody = { MessageSid: string; MessageStatus: string; AccountSid: string; ErrorCode?: string };

/** An `application/x-www-form-urlencoded` body as name -> value (names sent several times: every value). */
export function parseForm(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/** The URL Twilio signed: the StatusCallback URL we gave it (PUBLIC_BASE_URL, so right behind a proxy) and the query string received. */
function signedUrl(config: TwilioConfig, request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return config.statusCallbackUrl + (q >= 0 ? request.url.slice(q) : '');
}

/**
 * `POST /api/webhooks/twilio/status`: Twilio's delivery reports (StatusCallback of every message).
 * Form-encoded (the only body this route parses; any other type answers 415). Before anything is
 * read, X-Twilio-Signature is checked over PUBLIC_BASE_URL + path + query and the form fields:
 * missing or wrong answers 403 FORBIDDEN and logs a warning, changing nothing. Then the fields
 * are validated (400), the account must be ours (403), and the status is recorded: a status
 * further on changes the message (200 `{ result: 'changed' }`), a replay or a late report changes
 * nothing (200 `{ result: 'unchanged' }`). A status Twilio added later (`partially_delivered`,
 * and any other lowercase word) is stored like the others. An unknown MessageSid (a message
 * erased by retention, or of another deployment on the same account) answers 200
 * `{ result: 'unknown' }` and logs a warning: any other answer is Twilio error 11200 on the
 * credit union's console.
 */
export function twilioWebhookPlugin(config: TwilioConfig): FastifyPluginAsync {
  return async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, parseForm(String(body)));
    });
    scope.addContentTypeParser('*', { bodyLimit: BODY_LIMIT }, (_request, _payload, done) => {
      done(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/x-www-form-urlencoded.'), undefined);
    });
    scope.post<{ Body: StatusBody }>(TWILIO_STATUS_PATH, {
      schema: {
        summary: "Twilio's delivery report of a text message (signed with X-Twilio-Signature).",
        body: statusBody,
        response: { 200: { type: 'object', required: ['result'], properties: { result: { type: 'string', enum: ['changed', 'unchanged', 'unknown'] } } } },
      },
      preValidation: async (request) => {
        const signature = request.headers['x-twilio-signature'];
        const given = typeof signature === 'string' ? signature : undefined;
        const params = (request.body && typeof request.body === 'object' ? request.body : {}) as FormParams;
        if (isValidTwilioSignature(config.authToken, given, signedUrl(config, request), params)) return;
        request.log.warn({ reason: given ? 'wrong signature' : 'no signature', ip: request.ip }, 'Twilio status callback refused: X-Twilio-Signature does not verify');
        throw new ApiError(403, 'FORBIDDEN', 'The request signature is not valid.');
      },
    }, async (request) => {
      const body = request.body;
      if (body.AccountSid !== config.accountSid) {
        request.log.warn({ ip: request.ip }, 'Twilio status callback refused: another account');
        throw new ApiError(403, 'FORBIDDEN', 'The report is not about this account.');
      }
      const { services } = scope;
      const result = await recordTwilioStatus({ db: services.db, now: services.now, log: request.log }, { sid: body.MessageSid, status: body.MessageStatus, errorCode: body.ErrorCode ?? null });
      // 200 even so: another answer makes Twilio log error 11200 on the account's console and retry.
      if (result === 'unknown') request.log.warn({ sid: body.MessageSid, status: body.MessageStatus }, 'Twilio status callback about a message this server does not know; ignored');
      return { result };
    });
  };
}
