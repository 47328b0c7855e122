-- The end of every money command, in TypeScript (runMoneyCommand) or SQL: its audit line, and its
-- answer stored under its key (when it has one) for claim_key() to replay, in the command's
-- transaction. The key belongs to the command's merchant unless `p_key_merchant` says otherwise
-- (a vendor's rollback keys its ids under merchant 0, before it knows whose bet it is). `p_ip` is
-- where a person's request came from (an operator's command), for the audit line. A command that
-- looked its key up with key_answer() under a lock of its own, rather than claiming it, passes
-- `p_request_hash`: the key is written here with its answer, in one insert.
-- Answers true, to be assigned rather than PERFORMed (see stake_policy.sql).
drop function if exists finish_command(integer, text, text, text, text, text, jsonb, jsonb);
drop function if exists finish_command(integer, text, text, text, text, text, jsonb, jsonb, integer);
drop function if exists finish_command(integer, text, text, text, text, text, jsonb, jsonb, integer, text);
drop function if exists finish_command(integer, text, text, text, text, text, jsonb, jsonb, integer, text, text);
create or replace function finish_command(
  p_merchant integer,
  p_scope text,
  p_key text,
  p_actor_type text,
  p_actor_id text,
  p_action text,
  p_details jsonb,
  p_response jsonb,
  p_key_merchant integer default null,
  p_ip text default null,
  p_request_hash text default null
) returns boolean
language plpgsql as $$
declare
  v_written boolean;
begin
  v_written := write_audit(p_merchant => p_merchant, p_actor_type => p_actor_type, p_actor_id => p_actor_id,
    p_action => p_action, p_details => p_details, p_ip => p_ip);
  if p_key is not null and p_request_hash is not null then
    insert into idempotency_keys (merchant_id, scope, key, request_hash, response)
      values (coalesce(p_key_merchant, p_merchant), p_scope, p_key, p_request_hash, p_response);
  elsif p_key is not null then
    update idempotency_keys set response = p_response
      where merchant_id = coalesce(p_key_merchant, p_merchant) and scope = p_scope and key = p_key;
  end if;
  return true;
end
$$;
