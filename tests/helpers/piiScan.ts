/**
 * Texts made fit for a search of SSNs, dates of birth and codes. Numbers a process measures (a
 * request's `responseTime` such as 31.423401000000013, a log line's time in ms, a metric's value)
 * can hold any run of digits, an SSN's among them, by chance: a fresh-clone run failed once on
 * `responseTime":31.423401000000013`. The searches look at everything else.
 */

/** A captured log (pino's JSON lines) as one text, with every `time` and `responseTime` written as 0. */
export function logWithoutTimings(log: string[] | string): string {
  return (Array.isArray(log) ? log.join('\n') : log).replace(/"(time|responseTime)":[\d.e+-]+/g, '"$1":0');
}

/** Prometheus text with every sample's value written as 0 (names, labels and comments kept). */
export function metricsWithoutValues(text: string): string {
  return text.replace(/^([^#\s][^\s]*(?:\{[^}]*\})?) [^\s]+$/gm, '$1 0');
}
