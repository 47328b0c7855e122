-- The reality check: every so many minutes a playing player is shown their session's time, stakes
-- and result. The brand sets the default; a player may choose their own.
ALTER TABLE "merchants" ADD COLUMN "reality_check_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reality_check_minutes" integer;
