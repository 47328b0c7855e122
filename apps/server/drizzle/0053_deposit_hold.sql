-- A gateway's payment that the player's protection would now refuse is held for review rather than
-- credited: the rule that held it, and when.
ALTER TABLE "deposits" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "held_at" timestamp with time zone;
