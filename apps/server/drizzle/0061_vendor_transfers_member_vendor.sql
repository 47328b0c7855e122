-- Recall-all, a break and the wallet balance ask every vendor a player ever transferred with, not
-- only those the brand offers now, so money left at a vendor the brand switched off or over to the
-- seamless model still comes home (provider/transfer/model.ts, recallableTransferVendors()). The
-- wallet balance is on every page's header: this index answers the player's distinct vendors from
-- the index alone, where vendor_transfers_member would read every one of the player's transfers.
CREATE INDEX IF NOT EXISTS "vendor_transfers_member_vendor" ON "vendor_transfers" USING btree ("merchant_id","member_id","vendor_code");
