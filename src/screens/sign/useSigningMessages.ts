import { useEffect, useRef } from 'react';
import { signingEventOf, signingOrigin, type SigningEvent } from './signingMessage';

/**
 * Listens to `message` events from the signing window's origin only and hands each signing
 * event to `onEvent` (messages from any other origin, or of unknown type, are ignored).
 */
export function useSigningMessages(signingUrl: string | undefined, onEvent: (event: SigningEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const origin = signingUrl ? signingOrigin(signingUrl) : null;
    if (!origin) return;
    const listener = (message: MessageEvent) => {
      if (message.origin !== origin) return;
      const event = signingEventOf(message.data);
      if (event) handler.current(event);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [signingUrl]);
}
