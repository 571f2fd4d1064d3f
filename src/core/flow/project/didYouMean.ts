/** Levenshtein distance between two strings (insert, delete, substitute: 1 each). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitute);
    }
    previous = current;
  }
  return previous[b.length];
}

/** The known name closest to `name` (case-insensitive), when it is close enough to be a typo. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  const allowed = Math.max(2, Math.floor(name.length / 3));
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

/**
 * The end of an "unknown name" message: `known widgets: a, b, c; did you mean "b"?`
 * (the question only when one known name is close).
 */
export function knownNamesHint(kind: string, name: string, known: readonly string[]): string {
  const guess = closestName(name, known);
  return `known ${kind}: ${known.join(', ')}${guess ? `; did you mean "${guess}"?` : ''}`;
}
