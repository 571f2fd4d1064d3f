-- Text messages handed to an SMS provider (Twilio): the provider's message id and the delivery
-- status its callbacks report, by keyed phone hash and last four digits only (never the number
-- in clear). `pending_enc` holds the encrypted message (number and text, so the code) only while
-- another try is due; it is cleared once the provider took the message or the tries ended.
CREATE TABLE IF NOT EXISTS sms_messages (
  id uuid PRIMARY KEY,
  provider text NOT NULL,
  phone_hash text NOT NULL,
  phone_last_four text NOT NULL,
  -- Messages of one topic ('otp') to one phone replace each other: a newer one ends an older one's tries.
  topic text,
  provider_sid text UNIQUE,
  status text NOT NULL,
  -- Order of the statuses (queued 1 < sending 2 < sent 3 < delivered/undelivered/failed 4 < read 5):
  -- a callback never moves a message back, so late or replayed callbacks change nothing.
  status_rank integer NOT NULL DEFAULT 0,
  error_code text,
  last_error text,
  tries integer NOT NULL DEFAULT 0,
  pending_enc text,
  created_at timestamptz NOT NULL,
  send_until timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_messages_phone_idx ON sms_messages (phone_hash, created_at);
CREATE INDEX IF NOT EXISTS sms_messages_created_idx ON sms_messages (created_at);

-- Jobs about no application (a text message to send again): application_id is left empty.
ALTER TABLE jobs ALTER COLUMN application_id DROP NOT NULL;
