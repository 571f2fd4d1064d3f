-- Launch from online banking (docs/online-banking.md): the channel an application arrived by,
-- and the launch tokens already used. A launch token is accepted once: its (issuer, jti) is
-- inserted with a unique key before a session starts, so of two processes or two parallel
-- requests with the same token exactly one inserts it. Rows are kept until well after the
-- token's expiry (the retention run deletes them), so a replay within the token's life is refused.
ALTER TABLE applications ADD COLUMN IF NOT EXISTS channel text NOT NULL DEFAULT 'web';
ALTER TABLE applications DROP CONSTRAINT IF EXISTS applications_channel_check;
ALTER TABLE applications ADD CONSTRAINT applications_channel_check CHECK (channel IN ('web', 'launch'));

CREATE TABLE IF NOT EXISTS launch_tokens (
  issuer text NOT NULL,
  jti text NOT NULL,
  used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (issuer, jti)
);
CREATE INDEX IF NOT EXISTS launch_tokens_expires_idx ON launch_tokens (expires_at);

-- Launch by OpenID Connect: pending sign-ins at the platform (state, nonce, PKCE verifier kept
-- here, never in the browser), under the SHA-256 of a random id only the browser's cookie holds;
-- each is used once.
CREATE TABLE IF NOT EXISTS launch_oidc_logins (
  id_hash text PRIMARY KEY,
  product text NOT NULL,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
