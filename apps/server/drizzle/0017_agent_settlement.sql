CREATE TABLE "agent_contract_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate" integer NOT NULL,
	"gross" bigint NOT NULL,
	"passed_down" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"contracts" integer NOT NULL,
	"paid" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_payments_period" ON "agent_contract_payments" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_payments_member" ON "agent_contract_payments" USING btree ("merchant_id","member_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_runs_period" ON "agent_settlement_runs" USING btree ("merchant_id","kind","period_type","period_start");--> statement-breakpoint
-- Contracts in force came into force when they were last decided; ended ones stopped then (when
-- they started is unknown, so they are never paid for a past period).
UPDATE "agent_contracts" SET "activated_at" = "decided_at" WHERE "status" = 'ACTIVE';--> statement-breakpoint
UPDATE "agent_contracts" SET "ended_at" = "decided_at" WHERE "status" IN ('TERMINATED', 'REJECTED');
