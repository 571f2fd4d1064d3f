-- Data retention: when each maintenance task last ran (one row per task, claimed atomically so
-- one process of the deployment runs it per period), and when an application's personal data
-- was erased.
CREATE TABLE IF NOT EXISTS maintenance_runs (
  task text PRIMARY KEY,
  last_run_at timestamptz NOT NULL,
  last_result jsonb NOT NULL DEFAULT '{}'::jsonb
);
ALTER TABLE applications ADD COLUMN IF NOT EXISTS pii_erased_at timestamptz;
