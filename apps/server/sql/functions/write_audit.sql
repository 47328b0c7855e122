-- One line of the audit log: the only writer of audit_log. Money commands write theirs through
-- finish_command(), every other operator or system action through the server's audit()
-- (src/platform/audit.ts), in the caller's transaction, so the log is written one way only.
create or replace function write_audit(
  p_merchant integer,
  p_actor_type text,
  p_actor_id text,
  p_action text,
  p_details jsonb
) returns void
language sql as $$
  insert into audit_log (merchant_id, actor_type, actor_id, action, details)
    values (p_merchant, p_actor_type, p_actor_id, p_action, coalesce(p_details, '{}'::jsonb));
$$;
