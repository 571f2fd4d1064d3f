import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTER_TIMINGS } from '../core/routerTimings';

const PendingSpinner = lazy(() => import('./PendingSpinner'));

/** When the pending view of one boundary appeared (shared by its fallback and its content). */
class PendingClock {
  private shownAt: number | null = null;

  /** The pending view has just appeared. */
  markShown(): void {
    this.shownAt = Date.now();
  }

  /** How long the pending view must still stay up (0 when it never showed). */
  remainingMs(): number {
    return this.shownAt === null ? 0 : Math.max(0, this.shownAt + ROUTER_TIMINGS.pendingMinMs - Date.now());
  }

  /** The content is on screen: the next wait starts afresh. */
  reset(): void {
    this.shownAt = null;
  }
}

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

/** Fallback: nothing for the pending delay, then the pending view. */
function DelayedPending({ clock }: { clock: PendingClock }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      clock.markShown();
      setVisible(true);
    }, ROUTER_TIMINGS.pendingDelayMs);
    return () => clearTimeout(timer);
  }, [clock]);
  return visible ? <PendingView /> : null;
}

/** Content: keeps the pending view up until it has been shown for the minimum time. */
function HoldPending({ clock, children }: { clock: PendingClock; children: ReactNode }) {
  const [remaining] = useState(() => clock.remainingMs());
  const [holding, setHolding] = useState(remaining > 0);
  useEffect(() => {
    clock.reset();
    if (remaining <= 0) return;
    const timer = setTimeout(() => setHolding(false), remaining);
    return () => clearTimeout(timer);
  }, [remaining, clock]);
  return holding ? <PendingView /> : children;
}

/**
 * Suspense boundary of a lazy page (SPEC section 9 router timings): while the page's code or
 * data loads, nothing shows for 1000 ms, then a pending view that stays at least 500 ms.
 */
export function PendingBoundary({ children }: { children: ReactNode }) {
  const [clock] = useState(() => new PendingClock());
  return (
    <Suspense fallback={<DelayedPending clock={clock} />}>
      <HoldPending clock={clock}>{children}</HoldPending>
    </Suspense>
  );
}
