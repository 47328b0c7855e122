-- A posting's transaction and account are guaranteed by ledger_post(), the ledger's only writer,
-- and by the ledger being append-only (sql/functions/ledger_append_only.sql refuses every update
-- and delete of a transaction or a posting, and the delete of an account). The foreign keys
-- checked the same again on every leg: a tenth of a money movement's database work.
ALTER TABLE "ledger_postings" DROP CONSTRAINT IF EXISTS "ledger_postings_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT IF EXISTS "ledger_postings_account_id_ledger_accounts_id_fk";
