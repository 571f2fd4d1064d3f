/**
 * Phone formatting: the synchronous digit-only helpers (./digits, no dependencies) and the
 * libphonenumber-js parse used on blur (./parse). The widget imports ./digits statically and
 * ./parse lazily (see lazyParse.ts) so libphonenumber-js stays out of the first load of /apply.
 */
export { PHONE_DIGITS, PHONE_PLACEHOLDER, phoneDigits, formatPhone, normalizedPhone, newCaret, digitsBefore } from './digits';
export { parseUsPhone, type ParsedPhone } from './parse';
