-- The ledger is append-only: a movement is corrected by a reversing transaction, never by changing
-- or removing one. A transaction or a posting is never updated, deleted or truncated; an account is
-- never deleted (its balance, a running sum, is the one thing ledger_post() updates). This is also
-- what keeps every posting's transaction and account in place, instead of foreign keys checked on
-- every leg (migration 0055). Errcode MK440: a programming error, never a player's refusal.
create or replace function ledger_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'the ledger is append-only: % of % refused', lower(tg_op), tg_table_name using errcode = 'MK440';
end
$$;
drop trigger if exists ledger_transactions_append_only on ledger_transactions;
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function ledger_append_only();
drop trigger if exists ledger_transactions_not_truncated on ledger_transactions;
create trigger ledger_transactions_not_truncated before truncate on ledger_transactions
  for each statement execute function ledger_append_only();
drop trigger if exists ledger_postings_append_only on ledger_postings;
create trigger ledger_postings_append_only before update or delete on ledger_postings
  for each row execute function ledger_append_only();
drop trigger if exists ledger_postings_not_truncated on ledger_postings;
create trigger ledger_postings_not_truncated before truncate on ledger_postings
  for each statement execute function ledger_append_only();
drop trigger if exists ledger_accounts_kept on ledger_accounts;
create trigger ledger_accounts_kept before delete on ledger_accounts
  for each row execute function ledger_append_only();
drop trigger if exists ledger_accounts_not_truncated on ledger_accounts;
create trigger ledger_accounts_not_truncated before truncate on ledger_accounts
  for each statement execute function ledger_append_only();
