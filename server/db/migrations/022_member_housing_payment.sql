-- The member's recurring monthly housing payment as the core sees it (dollars: a mortgage with the
-- credit union, or a recurring rent debit); NULL when it sees none. A launched member with one
-- skips the housing expenses step (flow JSON `channels.launch`, source core.monthlyHousingPayment).
ALTER TABLE members ADD COLUMN IF NOT EXISTS monthly_housing_payment numeric;
