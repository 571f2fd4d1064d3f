import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTER_TIMINGS } from './routerTimings';

const PendingSpinner = lazy(() => import('./PendingSpinner'));

/** The pending view: a labelled status with the spinner (loaded while the delay runs). */
function PendingView() {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-testid="pending-view" style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
      <Suspense fallback={t('loading')}>
        <PendingSpinner label={t('loading')} />
      </Suspense>
    </div>
  );
}

/** Fallback: nothing for the pending delay, then the pending view (and when it appeared). */
function DelayedPending({ shownAtRef }: { shownAtRef: RefObject<number | null> }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      shownAtRef.current = Date.now();
      setVisible(true);
    }, ROUTER_TIMINGS.pendingDelayMs);
    return () => clearTimeout(timer);
  }, [shownAtRef]);
  return visible ? <PendingView /> : null;
}

/** Content: keeps the pending view up until it has been shown for the minimum time. */
function HoldPending({ shownAtRef, children }: { shownAtRef: RefObject<number | null>; children: ReactNode }) {
  const [remaining] = useState(() => (shownAtRef.current === null ? 0 : shownAtRef.current + ROUTER_TIMINGS.pendingMinMs - Date.now()));
  const [holding, setHolding] = useState(remaining > 0);
  useEffect(() => {
    shownAtRef.current = null;
    if (remaining <= 0) return;
    const timer = setTimeout(() => setHolding(false), remaining);
    return () => clearTimeout(timer);
  }, [remaining, shownAtRef]);
  return holding ? <PendingView /> : children;
}

/**
 * Suspense boundary of a lazy page (SPEC section 9 router timings): while the page's code or
 * data loads, nothing shows for 1000 ms, then a pending view that stays at least 500 ms.
 */
export function PendingBoundary({ children }: { children: ReactNode }) {
  const shownAtRef = useRef<number | null>(null);
  return (
    <Suspense fallback={<DelayedPending shownAtRef={shownAtRef} />}>
      <HoldPending shownAtRef={shownAtRef}>{children}</HoldPending>
    </Suspense>
  );
}
