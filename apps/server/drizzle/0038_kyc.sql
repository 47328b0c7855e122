-- Identity checks (KYC): a player's level (NONE, BASIC, VERIFIED) and birth date, the documents
-- they send (stored under the data folder, served only to operators), and the brand's rule that
-- withdrawals need a level.
ALTER TABLE "members" ADD COLUMN "kyc_level" text DEFAULT 'NONE' NOT NULL CHECK ("kyc_level" IN ('NONE', 'BASIC', 'VERIFIED'));--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "kyc_withdraw_level" text DEFAULT 'NONE' NOT NULL CHECK ("kyc_withdraw_level" IN ('NONE', 'BASIC', 'VERIFIED'));--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"kind" text NOT NULL CHECK ("kind" IN ('ID_FRONT', 'ID_BACK', 'SELFIE', 'ADDRESS')),
	"file" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL CHECK ("status" IN ('PENDING', 'APPROVED', 'REJECTED')),
	"reason" text,
	"decided_by" integer REFERENCES "operators"("id"),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "kyc_documents_member" ON "kyc_documents" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_documents_queue" ON "kyc_documents" USING btree ("merchant_id","status","id");
