/** Router timings of SPEC section 9 (constants table). */
export const ROUTER_TIMINGS = {
  /** A page still loading after this long shows the pending view. */
  pendingDelayMs: 1000,
  /** Once shown, the pending view stays at least this long (no flash). */
  pendingMinMs: 500,
  /** A link hovered or focused this long loads its page's code ahead of the click. */
  preloadDelayMs: 50,
} as const;
