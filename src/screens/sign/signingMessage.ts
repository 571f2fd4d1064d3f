/** What the signing window can tell the page. */
export type SigningEvent = 'signing_complete' | 'id_check_failed' | 'cancel';

const EVENTS: readonly string[] = ['signing_complete', 'id_check_failed', 'cancel'];

/** The signing event in a message's data (a string, or an object with a `type`), else null. */
export function signingEventOf(data: unknown): SigningEvent | null {
  const type = typeof data === 'string' ? data : data && typeof data === 'object' ? (data as { type?: unknown }).type : null;
  return typeof type === 'string' && EVENTS.includes(type) ? (type as SigningEvent) : null;
}

/** The origin messages must come from: the signing URL's, resolved against the page. */
export function signingOrigin(signingUrl: string): string | null {
  try {
    return new URL(signingUrl, window.location.href).origin;
  } catch {
    return null;
  }
}
