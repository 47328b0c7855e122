ALTER TABLE "sessions" ADD COLUMN "signed_in_by_code" boolean DEFAULT false NOT NULL;
