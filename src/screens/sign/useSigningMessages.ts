import { useEffect, useRef, type RefObject } from 'react';
import { signingEventOf, signingOrigin, type SigningEvent } from './signingMessage';

/**
 * Listens to `message` events sent by the signing frame itself (`event.source` is the frame's
 * window) from the signing URL's origin or the app's own (a provider's ceremony ends on our
 * return page inside the frame, e.g. DocuSign's), and hands each signing event to `onEvent`.
 * Messages from any other window (another tab or frame of the same origin included) or origin,
 * or of unknown type, are ignored.
 */
export function useSigningMessages(signingUrl: string | undefined, frame: RefObject<HTMLIFrameElement | null>, onEvent: (event: SigningEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const origin = signingUrl ? signingOrigin(signingUrl) : null;
    if (!origin) return;
    const listener = (message: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if ((message.origin !== origin && message.origin !== window.location.origin) || !source || message.source !== source) return;
      const event = signingEventOf(message.data);
      if (event) handler.current(event);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [signingUrl, frame]);
}
