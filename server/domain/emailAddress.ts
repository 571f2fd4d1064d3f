import addFormats from 'ajv-formats';

/** The `email` format of JSON Schema as ajv-formats checks it (full mode). */
const EMAIL = addFormats.get('email') as RegExp;

/** Longest address SMTP carries (RFC 5321: 64 local + @ + 255 domain, in practice 254). */
const MAX_LENGTH = 254;

/**
 * True for an e-mail address we can send to: the JSON Schema `email` format (ajv-formats, the
 * same rule the schemas use), at most 254 characters, a local part of at most 64 and a domain
 * with a dot (no bare host names).
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_LENGTH || !EMAIL.test(text)) return false;
  const at = text.lastIndexOf('@');
  return at <= 64 && text.slice(at + 1).includes('.');
}

/** Text with every e-mail address replaced by `[address]` (for logs and stored errors). */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g, '[address]');
}
