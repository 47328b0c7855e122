CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon_url" text,
	"default_play_type" text,
	"account_type_name" text,
	"is_game" boolean DEFAULT true NOT NULL,
	"classification" text,
	"is_hot" boolean DEFAULT false NOT NULL,
	"rtp" numeric(6, 4),
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_rounds_vendor_code_round_id_member_id_pk" PRIMARY KEY("vendor_code","round_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"round_id" text,
	"reference_id" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_vendor_code_transaction_id_pk" PRIMARY KEY("vendor_code","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "provider_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"wallet_model" text NOT NULL,
	"secret_env" text NOT NULL,
	"launch_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("vendor_code","code");--> statement-breakpoint
CREATE INDEX "games_category" ON "games" USING btree ("category");--> statement-breakpoint
CREATE INDEX "provider_transactions_reference" ON "provider_transactions" USING btree ("vendor_code","reference_id");--> statement-breakpoint
CREATE INDEX "recent_games_member" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "vendor_sessions_member" ON "vendor_sessions" USING btree ("member_id");