-- The brand whose operators trade an event of the house sportsbook: only they may price, hold,
-- settle or cancel it, and see what is staked on it. Events entered before owners existed belong
-- to the first brand, the one the demo seeds them for.
ALTER TABLE "house_sports_events" ADD COLUMN "owner_merchant_id" integer;--> statement-breakpoint
UPDATE "house_sports_events" SET "owner_merchant_id" = (SELECT min("id") FROM "merchants") WHERE "owner_merchant_id" IS NULL;--> statement-breakpoint
CREATE INDEX "house_sports_events_owner" ON "house_sports_events" USING btree ("owner_merchant_id","starts_at");
