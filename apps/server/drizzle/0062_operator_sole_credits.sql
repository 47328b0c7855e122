-- What one operator credited players alone, without a second operator's approval: a balance
-- adjustment applied at once, a manual bonus (modules/bonus/sole-approval.ts). The brand's
-- adjustment_approval_above bounds their sum over a rolling day, not only each request; it is
-- counted under a lock on the operator's row in the transaction that applies the credit.
CREATE TABLE IF NOT EXISTS "operator_sole_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL CHECK ("amount" > 0),
	"source" text NOT NULL CHECK ("source" IN ('ADJUSTMENT', 'BONUS', 'PROMOTION')),
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "operator_sole_credits_operator" ON "operator_sole_credits" USING btree ("operator_id","created_at");
