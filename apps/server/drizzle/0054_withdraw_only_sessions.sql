-- A player on a break who signs in with the right password or SMS code gets a withdraw-only session:
-- it reaches only the routes that let them take their money out (platform/auth/guard.ts), lasts
-- fifteen minutes, and does not count as play time (session_minutes.sql).
ALTER TABLE "sessions" ADD COLUMN "withdraw_only" boolean DEFAULT false NOT NULL;
