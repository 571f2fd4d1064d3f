import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Queryable } from '../db/db';
import { funnelCounts } from './funnel';

/** What the metrics read from the deployment. */
export interface MetricsSources {
  db: Queryable;
  /** The brand's institution name (a label of the funnel). */
  brand: string;
  now: () => Date;
  /** Database gauges are read at most this often per process, ms (default 10 s: a scrape every few seconds stays cheap). */
  dbReadEveryMs?: number;
}

/** The metrics of one server process (its own registry, so several apps can live in one test process). */
export interface Metrics {
  registry: Registry;
  /** Request latency per method, route (its pattern) and status. */
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Text messages handed to the SMS provider, and those it refused. */
  otpSends: Counter<'provider' | 'result'>;
  /** E-mail tries of notices by result (sent: the provider took it; failed: this try failed). */
  noticeEmails: Counter<'result'>;
}

/**
 * Builds the Prometheus metrics: process defaults, HTTP latency, SMS sends, and gauges read
 * from the database at scrape time (the same on every instance: aggregate them with `max`):
 * job queue depth and oldest-job age per kind, jobs failed for good, decisions per outcome and
 * the funnel (applications reaching each step per product, language and brand).
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'microloan_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const otpSends = new Counter({
    name: 'microloan_otp_sms_total',
    help: 'One-time-code text messages by provider and result (sent or failed)',
    labelNames: ['provider', 'result'] as const,
    registers: [registry],
  });
  const noticeEmails = new Counter({
    name: 'microloan_notice_emails_total',
    help: 'E-mail tries of member notices by result (sent or failed) in this process',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  let lastRead = 0;
  let readOk = 1;
  let reading: Promise<void> | null = null;
  // Every database gauge waits for one shared read (at most one every dbReadEveryMs).
  const refresh = async () => {
    if (Date.now() - lastRead < (sources.dbReadEveryMs ?? 10_000)) return;
    reading ??= readDatabase().then(
      () => void (readOk = 1),
      () => void (readOk = 0),
    ).finally(() => {
      lastRead = Date.now();
      reading = null;
    });
    await reading;
  };
  const dbGauge = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry], collect: refresh });
  const queueDepth = dbGauge('microloan_jobs_queued', 'Jobs waiting or running, by kind', ['kind']);
  const oldestAge = dbGauge('microloan_jobs_oldest_age_seconds', 'Seconds the oldest waiting or running job is past its due time, by kind', ['kind']);
  const failed = dbGauge('microloan_jobs_failed', 'Jobs that failed for good, by kind (database total)', ['kind']);
  const decisions = dbGauge('microloan_decisions', 'Decisions by outcome (database total)', ['outcome']);
  const notices = dbGauge('microloan_notices', 'Member notices by channel (email, print) and status; status "failed" counts e-mails that failed for good (database total)', ['channel', 'status']);
  const funnel = dbGauge('microloan_funnel_applications', 'Applications that reached each step (database total)', ['product', 'language', 'channel', 'brand', 'step']);
  new Gauge({
    name: 'microloan_metrics_database_read_ok',
    help: '1 when the last read of the database gauges succeeded, else 0',
    registers: [registry],
    async collect() {
      await refresh();
      this.set(readOk);
    },
  });

  async function readDatabase(): Promise<void> {
    const { db, now, brand } = sources;
    const jobs = await db.query<{ kind: string; status: string; n: string | number; oldest: string | number | null }>(
      'SELECT kind, status, count(*) AS n, EXTRACT(EPOCH FROM ($1::timestamptz - min(run_at))) AS oldest FROM jobs GROUP BY kind, status',
      [now().toISOString()],
    );
    const decided = await db.query<{ outcome: string | null; n: string | number }>(
      "SELECT detail->>'decision' AS outcome, count(*) AS n FROM application_events WHERE type = 'decided' GROUP BY 1",
    );
    const noticeRows = await db.query<{ channel: string; status: string; n: string | number }>('SELECT channel, status, count(*) AS n FROM notices GROUP BY 1, 2');
    const steps = await funnelCounts(db, new Date(0), new Date(now().getTime() + 1000));
    const depth = new Map<string, number>();
    const age = new Map<string, number>();
    for (const g of [queueDepth, oldestAge, failed, decisions, notices, funnel]) g.reset();
    for (const r of jobs.rows) {
      if (r.status === 'failed') failed.set({ kind: r.kind }, Number(r.n));
      if (r.status !== 'queued' && r.status !== 'running') continue;
      depth.set(r.kind, (depth.get(r.kind) ?? 0) + Number(r.n));
      age.set(r.kind, Math.max(age.get(r.kind) ?? 0, Number(r.oldest ?? 0)));
    }
    for (const [kind, n] of depth) queueDepth.set({ kind }, n);
    for (const [kind, seconds] of age) oldestAge.set({ kind }, Math.max(0, seconds));
    for (const r of decided.rows) decisions.set({ outcome: r.outcome ?? 'unknown' }, Number(r.n));
    for (const r of noticeRows.rows) notices.set({ channel: r.channel, status: r.status }, Number(r.n));
    for (const r of steps) funnel.set({ product: r.product, language: r.language, channel: r.channel, brand, step: r.step }, r.applications);
  }

  return { registry, httpDuration, otpSends, noticeEmails };
}
