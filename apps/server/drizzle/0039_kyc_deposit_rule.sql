-- A brand's identity-check rule for deposits: once a player's deposits would pass a total
-- (minor units; null: never), they need a level first.
ALTER TABLE "merchants" ADD COLUMN "kyc_deposit_total" bigint;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "kyc_deposit_level" text DEFAULT 'VERIFIED' NOT NULL CHECK ("kyc_deposit_level" IN ('BASIC', 'VERIFIED'));
