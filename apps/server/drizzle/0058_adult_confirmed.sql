-- When the player confirmed being 18 or older and accepting the terms. Registration asks for both
-- and sets it; an account an agent opens for a player has not been asked, so it stays null and the
-- player confirms before anything else (platform/auth/guard.ts). No default: a way of opening
-- accounts that forgets it leaves them unconfirmed, never confirmed.
-- Members already here registered through the form, which asked, except those an agent opened
-- (found by the audit line of each opening), which confirm at their next sign-in.
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "adult_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "members" SET "adult_confirmed_at" = "created_at" WHERE "adult_confirmed_at" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."action" = 'agent.downline.open' AND a."merchant_id" = "members"."merchant_id"
    AND a."details"->'input'->>'account' = "members"."account"
);
