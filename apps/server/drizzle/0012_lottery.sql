CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"issue_no" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed_hash" text,
	"server_seed" text,
	"result" jsonb,
	"prizes" jsonb,
	"result_source" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake_total" bigint DEFAULT 0 NOT NULL,
	"payout_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_draws_issue" UNIQUE("game_id","issue_no")
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_key_pk" PRIMARY KEY("draw_id","key")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"family" text NOT NULL,
	"region" text,
	"station" text,
	"names" jsonb NOT NULL,
	"group_code" text NOT NULL,
	"tag" text NOT NULL,
	"prize_modes" text[] NOT NULL,
	"speed_minutes" integer,
	"close_seconds" integer NOT NULL,
	"draw_day_of_week" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"max_stake_per_bet" bigint NOT NULL,
	"max_stake_per_player_draw" bigint NOT NULL,
	"max_payout_per_number" bigint NOT NULL,
	"odds_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "lottery_games_code" UNIQUE("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "lottery_odds" (
	"game_id" integer NOT NULL,
	"prize_mode" text NOT NULL,
	"play_type" text NOT NULL,
	"price_per_point" bigint NOT NULL,
	"pay" jsonb NOT NULL,
	CONSTRAINT "lottery_odds_game_id_prize_mode_play_type_pk" PRIMARY KEY("game_id","prize_mode","play_type")
);
--> statement-breakpoint
CREATE TABLE "lottery_player_stakes" (
	"draw_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"staked" bigint NOT NULL,
	CONSTRAINT "lottery_player_stakes_draw_id_member_id_pk" PRIMARY KEY("draw_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_result_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"operator_id" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_result_entries_operator" UNIQUE("draw_id","operator_id")
);
--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_game" ON "lottery_draws" USING btree ("game_id","draw_at");