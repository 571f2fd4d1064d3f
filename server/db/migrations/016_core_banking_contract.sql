-- Core-banking contract 2: what a real core needs and answers.

-- Accounts: whether money may be paid into them. Only an open checking account the member owns
-- (individually or jointly) receives a loan; closed and frozen accounts, and accounts the member
-- may only sign on, do not.
ALTER TABLE member_accounts ADD COLUMN IF NOT EXISTS status text NOT NULL DEFAULT 'open';
ALTER TABLE member_accounts ADD COLUMN IF NOT EXISTS ownership text NOT NULL DEFAULT 'individual';

-- Bookings of the built-in ledger: the core's codes from the product file, the payment frequency
-- and maturity date, and the void of a loan booked but never disbursed.
ALTER TABLE ledger_loans ADD COLUMN IF NOT EXISTS core_codes jsonb;
ALTER TABLE ledger_loans ADD COLUMN IF NOT EXISTS payment_frequency text;
ALTER TABLE ledger_loans ADD COLUMN IF NOT EXISTS maturity_date date;
ALTER TABLE ledger_loans ADD COLUMN IF NOT EXISTS voided_at timestamptz;
ALTER TABLE ledger_loans ADD COLUMN IF NOT EXISTS void_reason text;

-- Funding that failed for good with a loan booked at the core and not paid out: the fund job
-- voids it after its last try (voided_at, or void_error when the core refused or could not be
-- reached); staff list these until one of them marks the case resolved.
ALTER TABLE loan_fundings ADD COLUMN IF NOT EXISTS failed_at timestamptz;
ALTER TABLE loan_fundings ADD COLUMN IF NOT EXISTS voided_at timestamptz;
ALTER TABLE loan_fundings ADD COLUMN IF NOT EXISTS void_error text;
ALTER TABLE loan_fundings ADD COLUMN IF NOT EXISTS resolved_at timestamptz;
ALTER TABLE loan_fundings ADD COLUMN IF NOT EXISTS resolved_by uuid;
ALTER TABLE loan_fundings ADD COLUMN IF NOT EXISTS resolution_note text;
CREATE INDEX IF NOT EXISTS loan_fundings_unresolved ON loan_fundings (failed_at) WHERE failed_at IS NOT NULL AND resolved_at IS NULL;

-- The retention job deletes Idempotency-Keys after their replay window.
CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);
