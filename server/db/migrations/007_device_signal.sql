-- The visitor id (browser fingerprint) as a risk signal: each apply from a known device, by keyed
-- hash only (never the fingerprint itself), so applies per device can be capped atomically.
CREATE TABLE IF NOT EXISTS device_applies (
  device_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS device_applies_device_idx ON device_applies (device_hash, created_at);
