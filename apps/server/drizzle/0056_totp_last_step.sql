-- An authenticator code is good once: the step of the last code accepted is kept, and a code of
-- that step or an earlier one is refused (RFC 6238, section 5.2), so a code read over a shoulder or
-- caught by a phishing page cannot open a second session within its 90 seconds.
ALTER TABLE "operators" ADD COLUMN IF NOT EXISTS "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "totp_last_step" bigint;
