-- Sessions get a hard end (absolute lifetime, shortened when the application ends); signing links are bound to the session that asked for them.
ALTER TABLE sessions ADD COLUMN not_after timestamptz;
UPDATE sessions SET not_after = created_at + interval '4 hours' WHERE not_after IS NULL;
CREATE INDEX sessions_application_idx ON sessions (application_id);
ALTER TABLE esign_signing_sessions ADD COLUMN session_hash text;
