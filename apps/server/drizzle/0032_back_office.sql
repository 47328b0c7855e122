-- The back office, part 1. Operators enrol their authenticator at first sign-in (an operator
-- made before this had one already, so counts as enrolled); a session ends after the console's
-- idle limit; staff keep notes on a player; and operators' audit lines are hash-chained per
-- merchant, the log append-only.
ALTER TABLE "operators" ADD COLUMN "totp_enrolled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "operators" SET "totp_enrolled_at" = "created_at";--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "totp_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE TABLE "operator_enrolments" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "member_notes_member" ON "member_notes" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_hash" text;--> statement-breakpoint
CREATE INDEX "audit_log_chain" ON "audit_log" USING btree ("merchant_id","id") WHERE "chain_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_merchant_id" ON "audit_log" USING btree ("merchant_id","id");
