CREATE TABLE "house_sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"house_bet_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"session_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"mode" text NOT NULL,
	"event_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	"odds" integer NOT NULL,
	"odds_version" integer NOT NULL,
	"stake" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_sports_bets_house_bet_id_unique" UNIQUE("house_bet_id")
);
--> statement-breakpoint
CREATE TABLE "house_sports_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_sports_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"line_q" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_sports_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"code" text NOT NULL,
	"odds" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"result" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_sports_selections_market_code" UNIQUE("market_id","code")
);
--> statement-breakpoint
CREATE INDEX "house_sports_bets_event" ON "house_sports_bets" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "house_sports_bets_player" ON "house_sports_bets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "house_sports_events_list" ON "house_sports_events" USING btree ("category","status","starts_at");--> statement-breakpoint
CREATE INDEX "house_sports_markets_event" ON "house_sports_markets" USING btree ("event_id");