-- One line of the audit log: the only writer of audit_log. Money commands write theirs through
-- finish_command(), every other operator or system action through the server's audit()
-- (src/platform/audit.ts), in the caller's transaction, so the log is written one way only.
-- An operator's line is a link of its merchant's chain: its chain_hash is the SHA-256 of the
-- previous link's hash and of this line (audit_link_text()), taken under a lock on the chain, so
-- links follow one another in id order. Editing or deleting a chained line breaks every later
-- link (audit_chain_check()). Players', vendors' and the system's lines are not chained: their
-- volume is the games', and their money is in the ledger, which reconciliation proves.
-- Answers true, to be assigned rather than PERFORMed (see stake_policy.sql).
drop function if exists write_audit(integer, text, text, text, jsonb);
drop function if exists write_audit(integer, text, text, text, jsonb, text);
create or replace function write_audit(
  p_merchant integer,
  p_actor_type text,
  p_actor_id text,
  p_action text,
  p_details jsonb,
  p_ip text default null
) returns boolean
language plpgsql as $$
declare
  v_id bigint;
  v_at timestamptz;
  v_prev text;
begin
  if p_actor_type <> 'operator' then
    insert into audit_log (merchant_id, actor_type, actor_id, action, details, ip)
      values (p_merchant, p_actor_type, p_actor_id, p_action, coalesce(p_details, '{}'::jsonb), p_ip);
    return true;
  end if;
  perform pg_advisory_xact_lock(hashtext('audit-chain'), p_merchant);
  select a.chain_hash into v_prev from audit_log a
    where a.merchant_id = p_merchant and a.chain_hash is not null
    order by a.id desc limit 1;
  -- The id and time are taken first, so the line is written once, hash and all.
  v_id := nextval(pg_get_serial_sequence('audit_log', 'id'));
  v_at := now();
  insert into audit_log (id, merchant_id, actor_type, actor_id, action, details, ip, created_at, chain_hash)
    values (v_id, p_merchant, p_actor_type, p_actor_id, p_action, coalesce(p_details, '{}'::jsonb), p_ip, v_at,
      encode(sha256(convert_to(coalesce(v_prev, '') || '|' || audit_link_text(v_id, p_merchant, p_actor_type,
        p_actor_id, p_action, coalesce(p_details, '{}'::jsonb), p_ip, v_at), 'UTF8')), 'hex'));
  return true;
end
$$;
