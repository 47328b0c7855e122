-- A break's follow-up (modules/protection/break-follow-up.ts): the upcoming bets it refunds and the
-- money at transfer-wallet vendors it brings home, finished by a job for what the break's route
-- left (a vendor that did not answer, a break an operator set, a self-exclusion copied from another
-- brand). followed_up_at: when nothing was left; until then the job tries again at
-- follow_up_next_at, its waits growing with follow_up_attempts.
ALTER TABLE "player_breaks" ADD COLUMN "followed_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_breaks" ADD COLUMN "follow_up_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_breaks" ADD COLUMN "follow_up_next_at" timestamp with time zone;--> statement-breakpoint
-- Breaks already over have nothing left to follow up; running ones are followed up once more.
UPDATE "player_breaks" SET "followed_up_at" = now() WHERE "ends_at" IS NOT NULL AND "ends_at" <= now();--> statement-breakpoint
CREATE INDEX "player_breaks_follow_up" ON "player_breaks" USING btree ("id") WHERE "followed_up_at" IS NULL;
