-- A brand the platform switches off is closed: its site says so, and nobody signs in, registers,
-- pays in or plays there (its own operators included) until it is switched on again. The reason
-- and the time are kept for the console; the audit log keeps who and the before and after.
ALTER TABLE "merchants" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "closed_at" timestamp with time zone;
