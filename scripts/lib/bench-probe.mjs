/**
 * Loaded into a server process under benchmark (`node --expose-gc --import ./scripts/lib/bench-probe.mjs ...`,
 * scripts/bench-export.ts): it measures the process from inside, where the benchmark's own
 * client cannot distort it.
 *   - memory every 100 ms (RSS, V8 heap used and total, external memory and array buffers): the
 *     peak of each since the last report,
 *   - the event loop's delay (perf_hooks.monitorEventLoopDelay, 5 ms resolution) since the last
 *     report: p50, p99, max, beyond the 5 ms interval.
 * On SIGUSR2 it writes one line `BENCH_PROBE {json}` to stderr (the peaks, the delay, memory now
 * and, when --expose-gc is on, memory after a full collection) and starts counting again.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setInterval } from 'node:timers';

const MB = 1024 * 1024;
const mb = (bytes) => Math.round((bytes / MB) * 10) / 10;
const RESOLUTION_MS = 5;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
/** The histogram holds the time between two of its timer's turns: the delay is what exceeds the interval. */
const late = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
delay.enable();
let peak = null;

function sample() {
  const m = process.memoryUsage();
  if (!peak) peak = { ...m };
  else for (const key of Object.keys(m)) peak[key] = Math.max(peak[key], m[key]);
  return m;
}

const memory = (m) => ({ rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) });

setInterval(sample, 100).unref();

process.on('SIGUSR2', () => {
  const now = sample();
  let afterGc = null;
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    afterGc = memory(process.memoryUsage());
  }
  const report = {
    now: memory(now),
    peak: memory(peak),
    afterGc,
    loopDelayMs: { p50: late(delay.percentile(50)), p99: late(delay.percentile(99)), max: late(delay.max), count: delay.count },
  };
  process.stderr.write(`BENCH_PROBE ${JSON.stringify(report)}\n`);
  delay.reset();
  peak = null;
});
