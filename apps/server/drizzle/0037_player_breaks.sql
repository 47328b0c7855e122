-- Player protection, part 2: breaks a player takes from play. A time-out (24 hours to 6 weeks)
-- or a self-exclusion (6 months to permanent, ends_at null) takes effect at once and cannot be
-- shortened: sign-in, stakes and deposits are refused until it ends.
CREATE TABLE "player_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"kind" text NOT NULL CHECK ("kind" IN ('TIMEOUT', 'EXCLUSION')),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "player_breaks_member" ON "player_breaks" USING btree ("merchant_id","member_id","id");
