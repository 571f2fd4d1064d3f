-- The language the member chose on the apply page ('en' | 'es'), kept with the code challenge:
-- the code's text (and a resend) use it, and the application records it at verification unless
-- the verify call names another. NULL: not sent (Accept-Language decides).
ALTER TABLE otp_challenges ADD COLUMN IF NOT EXISTS language text;
