CREATE TABLE "merchant_vendor_wallets" (
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"wallet_model" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_vendor_wallets_merchant_id_vendor_code_pk" PRIMARY KEY("merchant_id","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "vendor_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"ledger_transaction_id" bigint,
	"reversal_transaction_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "vendor_transfers_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "vendor_transfers_amount_positive" CHECK ("vendor_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "house_transfer_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_transfer_txs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"balance_after" bigint,
	"reference_id" text,
	"round_id" text,
	"game_code" text,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bet_status" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_status" text,
	CONSTRAINT "house_transfer_txs_origin_id" UNIQUE("origin","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "house_transfer_wallets" (
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_transfer_wallets_player_id_currency_pk" PRIMARY KEY("player_id","currency"),
	CONSTRAINT "house_transfer_wallets_not_negative" CHECK ("house_transfer_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_vendors" ADD COLUMN "transfer_url" text;--> statement-breakpoint
ALTER TABLE "merchant_vendor_wallets" ADD CONSTRAINT "merchant_vendor_wallets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_transfers_member" ON "vendor_transfers" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_transfers_pending" ON "vendor_transfers" USING btree ("updated_at") WHERE "vendor_transfers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "house_transfer_txs_reference" ON "house_transfer_txs" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "house_transfer_txs_round" ON "house_transfer_txs" USING btree ("player_id","round_id");--> statement-breakpoint
CREATE INDEX "house_transfer_txs_unreported" ON "house_transfer_txs" USING btree ("id") WHERE "house_transfer_txs"."kind" = 'DEBIT' and "house_transfer_txs"."reported_at" is null and "house_transfer_txs"."bet_status" <> 'OPEN';--> statement-breakpoint
-- The house serves its transfer-wallet API in-process (databases seeded before this column).
UPDATE "provider_vendors" SET "transfer_url" = '/house/transfer/v1' WHERE "code" = 'HOUSE' AND "transfer_url" IS NULL;
