/** Smallest bar, as a percent of the track, so a tiny finance charge still shows. */
export const MIN_BAR_PERCENT = 2;

/**
 * Widths (percent of the track) of two cost bars drawn on one scale: the larger cost fills the
 * track, the other is in proportion (at least {@link MIN_BAR_PERCENT} when above 0, 0 when 0).
 */
export function costBarWidths(payday: number, creditUnion: number): { payday: number; creditUnion: number } {
  const top = Math.max(payday, creditUnion, 0);
  const width = (cost: number) => (top <= 0 || cost <= 0 ? 0 : Math.max(MIN_BAR_PERCENT, Math.round((cost / top) * 1000) / 10));
  return { payday: width(payday), creditUnion: width(creditUnion) };
}
