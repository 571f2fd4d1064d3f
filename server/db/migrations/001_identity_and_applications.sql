-- Applications, their audit trail, one-time-code challenges, sessions and the SMS outbox.
CREATE TABLE applications (
  id uuid PRIMARY KEY,
  product text NOT NULL,
  member_id text,
  step text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  outcome jsonb,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX applications_member_idx ON applications (member_id, product, created_at DESC);

CREATE TABLE application_events (
  id bigserial PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id),
  at timestamptz NOT NULL,
  type text NOT NULL,
  from_step text,
  to_step text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX application_events_app_idx ON application_events (application_id, id);

CREATE TABLE otp_challenges (
  token_hash text PRIMARY KEY,
  product text NOT NULL,
  code_hash text NOT NULL,
  phone_hash text NOT NULL,
  phone_last_four text NOT NULL,
  applicant_enc text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  resends integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_sent_at timestamptz NOT NULL,
  consumed_at timestamptz,
  client_ip text
);
CREATE INDEX otp_challenges_phone_idx ON otp_challenges (phone_hash, created_at);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  "to" text NOT NULL,
  channel text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL
);

-- Built-in member directory: SSN and date of birth encrypted (AES-256-GCM), SSN also as a keyed HMAC.
CREATE TABLE members (
  member_id text PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  ssn_hmac text NOT NULL UNIQUE,
  ssn_enc text NOT NULL,
  dob_enc text NOT NULL,
  member_since date NOT NULL,
  monthly_direct_deposits numeric NOT NULL DEFAULT 0,
  military_covered boolean NOT NULL DEFAULT false,
  core_banking_status text NOT NULL DEFAULT 'ok',
  identity_verification text NOT NULL DEFAULT 'pass'
);

CREATE TABLE member_accounts (
  account_id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  type text NOT NULL,
  description text NOT NULL,
  last_four text NOT NULL,
  balance numeric NOT NULL DEFAULT 0
);

CREATE TABLE member_loans (
  id bigserial PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (member_id) ON DELETE CASCADE,
  product text NOT NULL,
  opened_on date NOT NULL,
  closed_on date,
  amount numeric NOT NULL,
  days_past_due integer NOT NULL DEFAULT 0
);
