import { useEffect, useRef, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Renders `children` in a React root of its own, so nothing of the page around it (its router,
 * query cache, i18n) reaches them: each preview cell runs like a separate copy of the app.
 */
export function IsolatedRoot({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  useEffect(() => {
    if (!host.current) return;
    const created = createRoot(host.current);
    root.current = created;
    return () => {
      root.current = null;
      setTimeout(() => created.unmount(), 0); // not during the page's own render
    };
  }, []);
  useEffect(() => {
    root.current?.render(children);
  });
  return <div ref={host} />;
}
