CREATE TABLE "house_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"session_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"mode" text NOT NULL,
	"stake" bigint NOT NULL,
	"bet" jsonb NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"table_id" text,
	"seq" integer,
	"session_id" integer,
	"seed_hash" text NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"outcome" jsonb,
	"opens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_table_seq" UNIQUE("table_id","seq")
);
--> statement-breakpoint
CREATE TABLE "house_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" text NOT NULL,
	"nickname" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"game_code" text NOT NULL,
	"vendor_token" text,
	"demo_balance" bigint DEFAULT 0 NOT NULL,
	"next_seed" text NOT NULL,
	"next_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "house_bets_round" ON "house_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "house_bets_status" ON "house_bets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_session" ON "house_rounds" USING btree ("session_id","id");