-- A gateway's payment id is unique within the gateway and the brand's account at it, not across
-- every gateway and brand: two gateways (or one gateway's accounts for two brands) that number
-- their payments alike each have theirs recorded. Before, the second payment's insert broke the
-- server-wide unique index, the callback answered 500 and the gateway retried a payment that could
-- never be recorded. The gateway is stored beside its id (deposit/receive.ts, hold.ts, settle.ts).
ALTER TABLE "deposits" ADD COLUMN IF NOT EXISTS "gateway" text;
--> statement-breakpoint
UPDATE "deposits" d SET "gateway" = c."gateway"
  FROM "payment_channels" c
  WHERE c."id" = d."channel_id" AND d."gateway_tx_id" IS NOT NULL AND d."gateway" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "deposits_gateway_tx";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "deposits_gateway_tx" ON "deposits" USING btree ("merchant_id","gateway","gateway_tx_id");
