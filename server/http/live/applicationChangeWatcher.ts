import type { Db } from '../../db/db';
import { applicationVersions } from '../../repos/applicationVersions';

/** Why a wait for an application's change ended. */
export type WaitEnd = 'changed' | 'timeout' | 'aborted' | 'closing' | 'busy';

/** How often the watcher reads the versions of the applications waited on, ms. */
export const RECHECK_INTERVAL_MS = 250;

/** The most requests one process keeps waiting; beyond it a wait ends at once (`busy`: the caller answers as a poll). */
export const MAX_WAITERS = 2000;

interface Waiter {
  version: number;
  done(end: WaitEnd): void;
}

/**
 * Tells waiting requests when an application's row changes (its `version` is bumped by every
 * update, by whichever process made it: a route, a job in another process, the staff console).
 * One loop per process reads the versions of every application waited on in one query every
 * RECHECK_INTERVAL_MS, and only while someone waits; it runs the same on PostgreSQL (any number of
 * processes) and PGlite (one process). Closing ends every wait at once (`closing`).
 */
export class ApplicationChangeWatcher {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private count = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly db: () => Db, private readonly onError: (error: unknown) => void, private readonly intervalMs = RECHECK_INTERVAL_MS) {}

  /** Waits until application `id` has a version other than `version`, `timeoutMs` passes, `signal` aborts or the watcher closes. */
  wait(id: string, version: number, timeoutMs: number, signal?: AbortSignal): Promise<WaitEnd> {
    if (this.closed) return Promise.resolve('closing');
    if (signal?.aborted) return Promise.resolve('aborted');
    if (this.count >= MAX_WAITERS) return Promise.resolve('busy');
    return new Promise<WaitEnd>((resolve) => {
      const set = this.waiters.get(id) ?? new Set<Waiter>();
      this.waiters.set(id, set);
      const onAbort = () => waiter.done('aborted');
      const timeout = setTimeout(() => waiter.done('timeout'), Math.max(0, timeoutMs));
      const waiter: Waiter = {
        version,
        done: (end) => {
          if (!set.delete(waiter)) return;
          this.count -= 1;
          if (!set.size) this.waiters.delete(id);
          clearTimeout(timeout);
          signal?.removeEventListener('abort', onAbort);
          resolve(end);
        },
      };
      set.add(waiter);
      this.count += 1;
      signal?.addEventListener('abort', onAbort, { once: true });
      this.schedule();
    });
  }

  /** Ends every wait (`closing`) and stops the loop: the server is shutting down. */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const set of [...this.waiters.values()]) for (const waiter of [...set]) waiter.done('closing');
  }

  /** The number of requests waiting now. */
  get waiting(): number {
    return this.count;
  }

  private schedule(): void {
    if (this.timer || this.closed || !this.count) return;
    this.timer = setTimeout(() => void this.recheck(), this.intervalMs);
    this.timer.unref();
  }

  private async recheck(): Promise<void> {
    try {
      const versions = await applicationVersions(this.db(), [...this.waiters.keys()]);
      for (const [id, set] of [...this.waiters]) {
        const now = versions.get(id);
        for (const waiter of [...set]) if (now === undefined || now !== waiter.version) waiter.done('changed');
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.timer = null;
      this.schedule();
    }
  }
}
