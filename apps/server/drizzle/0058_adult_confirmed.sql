-- When the player confirmed being 18 or older and accepting the terms. Registration asks for both;
-- an account an agent opens for a player has not been asked, so it is opened with none and the
-- player confirms before anything else (platform/auth/guard.ts). Members already here registered
-- through the form, which asked.
ALTER TABLE "members" ADD COLUMN IF NOT EXISTS "adult_confirmed_at" timestamp with time zone DEFAULT now();
