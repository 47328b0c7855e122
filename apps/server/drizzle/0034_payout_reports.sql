-- A payout the player reported as partly or not received is followed up by an operator: who
-- closed the report, when, and what they found.
ALTER TABLE "withdrawals" ADD COLUMN "report_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "report_resolved_by" integer REFERENCES "operators"("id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "report_note" text;--> statement-breakpoint
CREATE INDEX "withdrawals_reported" ON "withdrawals" USING btree ("merchant_id","id") WHERE "confirmation" IN ('PARTIAL', 'NOT_RECEIVED') AND "report_resolved_at" IS NULL;
