/** A UTF-16 surrogate without its partner (with the u flag, \p{Surrogate} matches only unpaired ones). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The i18n key of the message for text with a NUL character or a broken character. */
export const UNSAFE_TEXT_MESSAGE_KEY = 'forms:validation.text';

/** True when `text` holds U+0000 or an unpaired surrogate: text no database column can store. */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The top-level field of `value` (an object from a JSON body, a query or path parameters) whose
 * value holds unsafe text somewhere (in strings or keys, at any depth), '' for the value
 * itself, or null when everything is safe.
 */
export function fieldWithUnsafeText(value: unknown): string | null {
  const unsafe = (v: unknown, depth: number): boolean => {
    if (typeof v === 'string') return isUnsafeText(v);
    if (!v || typeof v !== 'object' || depth > 64) return false;
    if (Array.isArray(v)) return v.some((item) => unsafe(item, depth + 1));
    return Object.entries(v).some(([key, item]) => isUnsafeText(key) || unsafe(item, depth + 1));
  };
  if (typeof value === 'string') return isUnsafeText(value) ? '' : null;
  if (!value || typeof value !== 'object') return null;
  if (Array.isArray(value)) return unsafe(value, 0) ? '' : null;
  for (const [key, item] of Object.entries(value)) if (isUnsafeText(key) || unsafe(item, 1)) return isUnsafeText(key) ? '' : key;
  return null;
}
