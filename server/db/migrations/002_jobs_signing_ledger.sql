-- Durable jobs, the applicant's contact (encrypted) and language, e-signature envelopes, and the built-in ledger.
ALTER TABLE applications ADD COLUMN language text NOT NULL DEFAULT 'en';
-- Encrypted JSON {firstName, lastName, phoneNumber, dob} of the verified applicant (AES-256-GCM; never the SSN).
ALTER TABLE applications ADD COLUMN applicant_enc text;

CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  application_id uuid NOT NULL REFERENCES applications (id),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  run_at timestamptz NOT NULL,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  UNIQUE (kind, application_id)
);
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE status IN ('queued', 'running');

CREATE TABLE esign_envelopes (
  envelope_id text PRIMARY KEY,
  seq bigserial NOT NULL,
  application_id uuid NOT NULL REFERENCES applications (id),
  status text NOT NULL,
  agreement jsonb NOT NULL,
  document_html text NOT NULL,
  document_sha256 text NOT NULL,
  signer_name text,
  signed_at timestamptz,
  signer_ip text,
  signer_user_agent text,
  consent_given_at timestamptz,
  signed_pdf bytea,
  events jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX esign_envelopes_app_idx ON esign_envelopes (application_id, seq DESC);

CREATE TABLE esign_signing_sessions (
  token_hash text PRIMARY KEY,
  envelope_id text NOT NULL REFERENCES esign_envelopes (envelope_id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE ledger_loans (
  id bigserial PRIMARY KEY,
  application_id uuid NOT NULL UNIQUE REFERENCES applications (id),
  member_id text NOT NULL,
  offer_id text NOT NULL,
  deposit_account_id text NOT NULL,
  principal numeric NOT NULL,
  amount_financed numeric NOT NULL,
  application_fee numeric NOT NULL,
  finance_charge numeric NOT NULL,
  annual_percentage_rate numeric NOT NULL,
  note_rate numeric NOT NULL,
  term_months integer NOT NULL,
  funding_date date NOT NULL,
  automatic_payments boolean NOT NULL,
  booked_at timestamptz NOT NULL
);

-- Double entry: every posting's debits equal its credits.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  loan_id bigint NOT NULL REFERENCES ledger_loans (id),
  posting text NOT NULL,
  account text NOT NULL,
  debit numeric NOT NULL DEFAULT 0,
  credit numeric NOT NULL DEFAULT 0,
  at timestamptz NOT NULL,
  UNIQUE (loan_id, posting, account)
);

CREATE TABLE ledger_schedule (
  loan_id bigint NOT NULL REFERENCES ledger_loans (id),
  number integer NOT NULL,
  due_date date NOT NULL,
  amount numeric NOT NULL,
  principal numeric NOT NULL,
  interest numeric NOT NULL,
  balance numeric NOT NULL,
  PRIMARY KEY (loan_id, number)
);

CREATE TABLE autopay_enrolments (
  loan_id bigint PRIMARY KEY REFERENCES ledger_loans (id),
  account_id text NOT NULL,
  enrolled_at timestamptz NOT NULL
);
