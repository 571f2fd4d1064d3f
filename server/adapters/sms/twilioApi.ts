import type { TwilioConfig } from '../../config/twilioEnv';

/**
 * Twilio error codes that mean this number will not get the message, whatever we do: the
 * applicant's number is wrong, not a mobile, opted out (STOP) or not reachable. Sending answers
 * them as a refusal; delivery reports carry the 30xxx ones.
 */
export const TWILIO_NUMBER_ERRORS: Readonly<Record<string, string>> = {
  '21211': 'invalid To number',
  '21214': 'To number cannot be reached',
  '21217': 'To number is not valid',
  '21408': 'region not enabled for this account',
  '21610': 'the number opted out (STOP)',
  '21612': 'no route to the number',
  '21614': 'not a mobile number',
  '30003': 'unreachable handset',
  '30004': 'message blocked by the recipient',
  '30005': 'unknown or inactive number',
  '30006': 'landline or unreachable carrier',
  '30007': 'filtered by the carrier',
};

/** What one call of the Messages API came to. */
export type TwilioSendOutcome =
  /** Twilio took the message: its SID (SM… / MM…) and first status (queued, accepted…). */
  | { kind: 'accepted'; sid: string; status: string }
  /** Refused for good (4xx other than 429): Twilio's error code (null when it sent none) and HTTP status. */
  | { kind: 'permanent'; code: string | null; httpStatus: number }
  /** Worth another try later: 429, 5xx, a network error or a time-out. */
  | { kind: 'temporary'; reason: string };

/** A message to send: `to` in E.164. */
export interface TwilioMessage {
  to: string;
  body: string;
}

const MESSAGE_SID = /^(SM|MM)[0-9a-f]{32}$/;

/** Reads Twilio's JSON answer (a message resource or an error); an empty object when it is not JSON. */
async function answerOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Why a fetch threw, without the URL or anything the request carried. */
function networkReason(error: unknown): string {
  const e = error as { name?: string; cause?: { code?: string } } | null;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'time-out';
  return `network error${e?.cause?.code ? ` ${e.cause.code}` : ''}`;
}

/**
 * One call of Twilio's Programmable Messaging API: `POST {apiBase}/Accounts/{AccountSid}/Messages.json`
 * with Basic auth (account SID : auth token) and the form fields To, From or MessagingServiceSid,
 * Body and StatusCallback, waiting at most `timeoutMs`. Never throws: the outcome says whether
 * the message was taken, refused for good or is worth another try.
 */
export function twilioMessagesApi(config: TwilioConfig, fetchImpl: typeof fetch = fetch): { send(message: TwilioMessage): Promise<TwilioSendOutcome> } {
  const url = `${config.apiBase}/Accounts/${config.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.body, StatusCallback: config.statusCallbackUrl });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        return { kind: 'temporary', reason: networkReason(error) };
      }
      let answer: Record<string, unknown>;
      try {
        answer = await answerOf(response);
      } catch (error) {
        return { kind: 'temporary', reason: networkReason(error) };
      }
      const code = typeof answer.code === 'number' || typeof answer.code === 'string' ? String(answer.code) : null;
      if (response.ok) {
        const sid = typeof answer.sid === 'string' && MESSAGE_SID.test(answer.sid) ? answer.sid : null;
        // A 2xx without a message SID is not Twilio's answer: try again (a repeated text is harmless).
        if (!sid) return { kind: 'temporary', reason: `HTTP ${response.status} without a message SID` };
        return { kind: 'accepted', sid, status: typeof answer.status === 'string' ? answer.status : 'queued' };
      }
      if (response.status === 429 || response.status >= 500) return { kind: 'temporary', reason: `HTTP ${response.status}${code ? ` (Twilio ${code})` : ''}` };
      return { kind: 'permanent', code, httpStatus: response.status };
    },
  };
}
