-- Operators' balance adjustments. An adjustment up to the merchant's threshold (minor units) is
-- applied at once; above it, it waits for a second operator's approval. Each applied adjustment is
-- one ledger movement against the merchant's adjustments account.
ALTER TABLE "merchants" ADD COLUMN "adjustment_approval_above" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id"),
	"amount" bigint NOT NULL CHECK ("amount" <> 0),
	"reason" text NOT NULL,
	"status" text NOT NULL CHECK ("status" IN ('PENDING', 'APPLIED', 'REJECTED')),
	"requested_by" integer NOT NULL REFERENCES "operators"("id"),
	"decided_by" integer REFERENCES "operators"("id"),
	"decision_note" text,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	-- The four-eyes rule holds in the table too: nobody decides what they asked for. An adjustment
	-- applied at once (at or under the threshold) has no decider.
	CONSTRAINT "balance_adjustments_four_eyes" CHECK ("decided_by" IS NULL OR "decided_by" <> "requested_by")
);--> statement-breakpoint
CREATE INDEX "balance_adjustments_queue" ON "balance_adjustments" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_member" ON "balance_adjustments" USING btree ("merchant_id","member_id","id");
