-- The built-in ledger's loans are part of the member's loans (the built-in directory reads
-- member_loans and ledger_loans), and booking looks for the member's open PAL: both by member.
CREATE INDEX ledger_loans_member_idx ON ledger_loans (member_id, product);
