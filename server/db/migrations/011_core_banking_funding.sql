-- Funding through a core banking system that is not in our transaction (HTTP): what the core
-- answered per application, the idempotency keys of the built-in ledger (and of the reference
-- core that serves it over HTTP), and one disbursement per loan of the built-in ledger.

-- The loan and disbursement the core booked for an application (ids are the core's), recorded
-- as each answer arrives so that a retry, a give-up or an operator can tell what happened.
CREATE TABLE loan_fundings (
  application_id uuid PRIMARY KEY REFERENCES applications (id),
  loan_id text NOT NULL,
  booked_at timestamptz NOT NULL,
  disbursement_id text,
  disbursed_at timestamptz
);

-- Idempotency-Key store: the first answer to a key with the SHA-256 of its request; a replay
-- with the same request answers `response` (text, byte for byte), another request is refused.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_sha256 text NOT NULL,
  response text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

-- The built-in ledger books first and disburses after (two calls of the contract). It is the
-- core's ledger: it names the application by id only (the reference core serves it without
-- our applications table).
ALTER TABLE ledger_loans DROP CONSTRAINT ledger_loans_application_id_fkey;
ALTER TABLE ledger_loans ADD COLUMN product text NOT NULL DEFAULT 'PAL';
ALTER TABLE ledger_loans ADD COLUMN total_of_payments numeric;

CREATE TABLE ledger_disbursements (
  id bigserial PRIMARY KEY,
  loan_id bigint NOT NULL UNIQUE REFERENCES ledger_loans (id),
  account_id text NOT NULL,
  amount numeric NOT NULL,
  posted_at timestamptz NOT NULL
);
