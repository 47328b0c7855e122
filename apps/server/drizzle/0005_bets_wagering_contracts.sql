CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"external_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"debit_transaction_id" bigint,
	"credit_transaction_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_external" UNIQUE("merchant_id","vendor_code","external_id")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"ok" text NOT NULL,
	"report" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wagering_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"required" bigint NOT NULL,
	"progressed" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "agent_contracts_member" ON "agent_contracts" USING btree ("merchant_id","member_id","kind","status");--> statement-breakpoint
CREATE INDEX "bets_member" ON "bets" USING btree ("merchant_id","member_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_round" ON "bets" USING btree ("merchant_id","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_checked" ON "reconciliation_runs" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "wagering_member" ON "wagering_requirements" USING btree ("merchant_id","member_id","status");