-- Member notices (adverse action, manual-review outcome, funded confirmation): one row per
-- notice and channel, e-mailed through SMTP or printed in the daily letter batch. The letter
-- (recipient, creditor, text) is stored encrypted like every other personal data
-- (AES-256-GCM, letter_enc); never an SSN or a date of birth. A notice whose e-mail failed for
-- good keeps its 'failed' row and gets a second row on the 'print' channel.
CREATE TABLE IF NOT EXISTS notices (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id),
  kind text NOT NULL CHECK (kind IN ('adverse_action', 'review_approved', 'funded')),
  language text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'print')),
  status text NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'awaiting_print', 'printed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  provider_message_id text,
  letter_enc text,
  sms_sent_at timestamptz,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  print_batch date,
  UNIQUE (application_id, kind, channel)
);
CREATE INDEX IF NOT EXISTS notices_status_idx ON notices (channel, status, created_at);

-- The member's e-mail and mailing address on file (optional), encrypted like SSN and date of birth.
ALTER TABLE members ADD COLUMN IF NOT EXISTS email_enc text;
ALTER TABLE members ADD COLUMN IF NOT EXISTS mailing_address_enc text;
