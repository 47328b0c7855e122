-- Player protection, part 1: a player's deposit, loss and wager limits per day, week and month
-- of the brand's time zone. A lower limit applies at once; a higher one, or a removal, waits the
-- brand's cooling-off hours and then the player's confirmation (pending_*).
ALTER TABLE "merchants" ADD COLUMN "limit_cooling_off_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE TABLE "player_limits" (
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"kind" text NOT NULL CHECK ("kind" IN ('DEPOSIT', 'LOSS', 'WAGER')),
	"period" text NOT NULL CHECK ("period" IN ('DAY', 'WEEK', 'MONTH')),
	"amount" bigint NOT NULL CHECK ("amount" > 0),
	-- An increase (pending_amount) or a removal (pending_amount null) asked for, and when the
	-- player may confirm it.
	"pending" boolean DEFAULT false NOT NULL,
	"pending_amount" bigint CHECK ("pending_amount" > 0),
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_pk" PRIMARY KEY ("merchant_id", "member_id", "kind", "period"),
	CONSTRAINT "player_limits_pending" CHECK (NOT "pending" OR "pending_from" IS NOT NULL)
);
