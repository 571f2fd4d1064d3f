/** Seconds before expiry at which the countdown starts (SPEC section 4). */
export const EXPIRY_MARGIN_SECONDS = 10;

/** Remaining seconds at which the session warning opens (SPEC section 9). */
export const WARNING_THRESHOLD_SECONDS = 120;

/** Formats seconds as m:ss (125 -> "2:05"); negatives show as 0:00. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A tiny observable number of remaining seconds (for a live dialog text). */
export class CountdownStore {
  private value = 0;
  private readonly listeners = new Set<() => void>();

  /** Current remaining seconds. */
  get = (): number => this.value;

  /** Sets the remaining seconds and notifies subscribers. */
  set(value: number): void {
    this.value = value;
    for (const listener of this.listeners) listener();
  }

  /** Subscribes to changes; answers the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
