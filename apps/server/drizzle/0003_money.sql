CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reference" text,
	"gateway_tx_id" text,
	"transaction_id" bigint,
	"reviewed_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"bank_name" text,
	"account_number" text,
	"account_name" text,
	"gateway" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"confirmation" text DEFAULT 'NONE' NOT NULL,
	"received_amount" bigint,
	"proofs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewed_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "wallet_mode" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_min" bigint DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_max" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_daily_max" bigint DEFAULT 20000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_daily_count" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "withdraw_auto_confirm_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_number" ON "bank_accounts" USING btree ("merchant_id","account_number");--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_tx" ON "deposits" USING btree ("gateway_tx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username" ON "operators" USING btree ("merchant_id","username");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("merchant_id","member_id","created_at");