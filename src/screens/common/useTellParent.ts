import { useEffect } from 'react';
import { postToParent, type ParentEvent } from '../../services/parentFrame';

/**
 * Tells online banking (the parent page of a launched application in its frame) that this screen
 * was reached, once per event type: src/services/parentFrame.ts (allowed origin only, never `*`).
 */
export function useTellParent(event: ParentEvent): void {
  const key = JSON.stringify(event);
  useEffect(() => {
    void postToParent(JSON.parse(key) as ParentEvent);
  }, [key]);
}
