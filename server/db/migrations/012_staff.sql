-- The staff area: staff accounts (built-in with argon2id + TOTP, or single sign-on), their
-- sessions (ids stored only as SHA-256), the sign-in lock-out counters, pending OpenID Connect
-- sign-ins, staff actions outside an application, review assignments, and who did what from
-- where on an application's audit trail.
CREATE TABLE IF NOT EXISTS staff_users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  display_name text NOT NULL,
  roles text[] NOT NULL,
  auth text NOT NULL CHECK (auth IN ('password', 'oidc')),
  password_hash text,
  -- The TOTP secret, encrypted like other secrets at rest (AES-256-GCM).
  totp_secret_enc text,
  -- The last TOTP time step accepted: a step is never accepted twice.
  totp_last_step bigint,
  oidc_issuer text,
  oidc_subject text,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  last_sign_in_at timestamptz,
  CHECK (auth <> 'password' OR (password_hash IS NOT NULL AND totp_secret_enc IS NOT NULL)),
  CHECK (auth <> 'oidc' OR (oidc_issuer IS NOT NULL AND oidc_subject IS NOT NULL))
);
CREATE UNIQUE INDEX IF NOT EXISTS staff_users_password_email ON staff_users (email) WHERE auth = 'password';
CREATE UNIQUE INDEX IF NOT EXISTS staff_users_oidc_subject ON staff_users (oidc_issuer, oidc_subject) WHERE auth = 'oidc';

CREATE TABLE IF NOT EXISTS staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_users (id),
  auth_method text NOT NULL,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  not_after timestamptz NOT NULL,
  revoked_at timestamptz,
  client_ip text
);
CREATE INDEX IF NOT EXISTS staff_sessions_staff_idx ON staff_sessions (staff_id);

-- Failed sign-ins per e-mail (SHA-256 of the lower-cased address, known or not).
CREATE TABLE IF NOT EXISTS staff_login_failures (
  email_hash text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS staff_oidc_logins (
  id_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  return_to text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE IF NOT EXISTS staff_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id uuid REFERENCES staff_users (id),
  type text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_ip text
);
CREATE INDEX IF NOT EXISTS staff_events_at_idx ON staff_events (at);

CREATE TABLE IF NOT EXISTS review_assignments (
  application_id uuid PRIMARY KEY REFERENCES applications (id),
  staff_id uuid NOT NULL REFERENCES staff_users (id),
  assigned_at timestamptz NOT NULL,
  assigned_by uuid REFERENCES staff_users (id)
);

ALTER TABLE application_events ADD COLUMN IF NOT EXISTS staff_id uuid;
ALTER TABLE application_events ADD COLUMN IF NOT EXISTS client_ip text;
CREATE INDEX IF NOT EXISTS application_events_at_idx ON application_events (at);
