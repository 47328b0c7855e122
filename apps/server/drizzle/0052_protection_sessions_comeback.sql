-- A daily session-time limit is a player limit of kind SESSION, per day only, in minutes (at most a
-- day's). An ended self-exclusion keeps sign-in shut until the player asks to come back and 24
-- hours pass (come_back_from). A brand may extend a self-exclusion to the same person on every
-- brand of the server: the copies name the break they extend (source_break_id).
ALTER TABLE "player_limits" DROP CONSTRAINT IF EXISTS "player_limits_kind_check";--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_kind_check"
  CHECK ("kind" IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION'));--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_session_day"
  CHECK ("kind" <> 'SESSION' OR ("period" = 'DAY' AND "amount" <= 1440 AND coalesce("pending_amount", 1) <= 1440));--> statement-breakpoint
ALTER TABLE "player_breaks" ADD COLUMN "come_back_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_breaks" ADD COLUMN "source_break_id" integer;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "exclusion_across_brands" boolean DEFAULT false NOT NULL;
