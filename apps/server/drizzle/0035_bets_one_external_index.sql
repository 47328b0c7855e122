-- A bet's external id is unique for its vendor on the whole server (a vendor's transaction ids are
-- its own, the lottery's carry the player's id), so one unique index on (vendor_code, external_id)
-- serves both the uniqueness and a vendor's lookup by id, and every bet written or settled
-- maintains one index fewer.
DROP INDEX IF EXISTS "bets_vendor_external";--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT IF EXISTS "bets_external";--> statement-breakpoint
CREATE UNIQUE INDEX "bets_vendor_external" ON "bets" USING btree ("vendor_code","external_id");
