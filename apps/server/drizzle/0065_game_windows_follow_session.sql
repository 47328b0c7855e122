-- A game window lives no longer than the portal session it was launched from: the launch ticket
-- and the vendor session it is traded for carry that session's token hash, and ending the session
-- (sign-out, a password change, a break, a locked account) ends its windows' vendor sessions and
-- its launch tickets not yet used (sql/functions/end_game_windows.sql). Before, a window went on taking stakes for its 12 hours
-- after its player signed out, for whoever sat down at the same computer next.
ALTER TABLE "launch_tickets" ADD COLUMN IF NOT EXISTS "session_hash" text;
--> statement-breakpoint
ALTER TABLE "vendor_sessions" ADD COLUMN IF NOT EXISTS "session_hash" text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vendor_sessions_session" ON "vendor_sessions" USING btree ("session_hash") WHERE "session_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "launch_tickets_session" ON "launch_tickets" USING btree ("session_hash") WHERE "session_hash" IS NOT NULL AND "used_at" IS NULL;
