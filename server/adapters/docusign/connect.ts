import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { EnvelopeStatus } from '../../domain/ports';

/** Connect signs a message once per active HMAC key of the account: X-DocuSign-Signature-1, -2, ... */
const SIGNATURE_HEADER = /^x-docusign-signature-\d{1,3}$/;

/** The Connect signature of `raw` under `key`: base64 of HMAC-SHA256 of the exact body bytes. */
export function connectSignature(key: string, raw: Buffer): string {
  return createHmac('sha256', key).update(raw).digest('base64');
}

/**
 * True when one of the message's X-DocuSign-Signature-N headers is the HMAC of the raw body
 * under one of our keys (constant-time comparison).
 */
export function verifyConnectSignature(raw: Buffer, headers: Record<string, string | string[] | undefined>, keys: readonly string[]): boolean {
  const given = Object.entries(headers)
    .filter(([name]) => SIGNATURE_HEADER.test(name.toLowerCase()))
    .flatMap(([, value]) => (Array.isArray(value) ? value : value ? [value] : []))
    .map((value) => Buffer.from(value.trim(), 'utf8'));
  if (!given.length) return false;
  let ok = false;
  for (const key of keys) {
    const expected = Buffer.from(connectSignature(key, raw), 'utf8');
    for (const signature of given) if (signature.length === expected.length && timingSafeEqual(signature, expected)) ok = true;
  }
  return ok;
}

/** The SHA-256 hex of a message body: its identity for replay detection. */
export function messageDigest(raw: Buffer): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** The fields of a Connect message the server reads (schemas/api/docusign-connect.schema.json). */
export interface ConnectMessage {
  event: string;
  generatedDateTime?: string;
  data: { envelopeId: string; accountId?: string; recipientId?: string };
}

/**
 * The envelope status a Connect event settles, or null for events that settle nothing
 * (envelope-sent, envelope-delivered, recipient-completed: the envelope completes only with
 * envelope-completed).
 */
export function statusOfConnectEvent(event: string): Exclude<EnvelopeStatus, 'sent'> | null {
  switch (event) {
    case 'envelope-completed':
      return 'completed';
    case 'envelope-declined':
    case 'recipient-declined':
      return 'declined';
    case 'envelope-voided':
      return 'voided';
    case 'recipient-authenticationfailed':
      return 'id_check_failed';
    default:
      return null;
  }
}
