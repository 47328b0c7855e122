-- The audit log is append-only: a line is never changed or removed once written. Errcode MK440, as
-- the ledger's (ledger_append_only.sql): a programming error, never a player's refusal.
create or replace function audit_log_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'the audit log is append-only' using errcode = 'MK440';
end
$$;
drop trigger if exists audit_log_append_only on audit_log;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
