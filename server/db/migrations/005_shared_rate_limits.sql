-- Per-client rate-limit windows shared by every server process (the default store of
-- @fastify/rate-limit when REDIS_URL is not set). One row per limit key; expired rows are
-- reused by the next hit and purged from time to time.
CREATE TABLE IF NOT EXISTS rate_limit_windows (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_windows_reset_at ON rate_limit_windows (reset_at);
