-- A vendor's calls are remembered by their idempotency keys alone (merchant 0, scope
-- 'vendor:<vendor>', written once with the answer), no longer twice, as a key and as a row of
-- provider_transactions. What that table still told is kept: each call's answer becomes its key, a
-- rollback that came before its bet becomes a tombstone key under the bet's id, and a bet that
-- received a credit (a zero one too, which posts nothing) is marked on the bet.
ALTER TABLE "bets" ADD COLUMN "credited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "bets" b SET "credited" = true
  FROM "provider_transactions" t
  WHERE t."kind" = 'CREDIT' AND t."vendor_code" = b."vendor_code" AND t."reference_id" = b."external_id";--> statement-breakpoint
INSERT INTO "idempotency_keys" ("merchant_id", "scope", "key", "request_hash", "response", "created_at")
  SELECT 0, 'vendor:' || t."vendor_code", t."transaction_id",
      md5(t."kind" || '|' || (t."response"->>'fingerprint')
        || CASE WHEN t."kind" = 'DEBIT' THEN '|' || t."member_id" ELSE '' END),
      t."response" - 'fingerprint', t."created_at"
    FROM "provider_transactions" t
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "idempotency_keys" ("merchant_id", "scope", "key", "request_hash", "response", "created_at")
  SELECT 0, 'rolledback:' || t."vendor_code", t."reference_id", md5(t."transaction_id"),
      t."response" - 'fingerprint', t."created_at"
    FROM "provider_transactions" t
    WHERE t."kind" = 'ROLLBACK' AND t."member_id" = 0
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "provider_transactions";--> statement-breakpoint
DROP FUNCTION IF EXISTS provider_earlier(text, text, text, text);
