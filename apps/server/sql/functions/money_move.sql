-- A whole simple money command in one statement (so one round trip and no transaction held open
-- across the network): claim the idempotency key, post the movement, write the audit line and
-- store the answer. The answer is {"transactionId": n}; a replay of the key answers the first
-- answer with replayed = true, and the key with another request is refused (errcode MK409).
-- A second caller with the same key waits on the key's row until the first commits.
create or replace function money_move(
  p_merchant integer,
  p_scope text,
  p_key text,
  p_request_hash text,
  p_actor_type text,
  p_actor_id text,
  p_action text,
  p_details jsonb,
  p_type text,
  p_member integer,
  p_reference text,
  p_meta jsonb,
  p_accounts bigint[],
  p_amounts bigint[]
) returns table (response jsonb, replayed boolean, balances jsonb)
language plpgsql as $$
declare
  v_first jsonb;
  v_tx bigint;
  v_balances jsonb;
begin
  v_first := claim_key(p_merchant, p_scope, p_key, p_request_hash);
  if v_first is not null then
    return query select v_first, true, null::jsonb;
    return;
  end if;
  select min(l.transaction_id), jsonb_object_agg(l.account_id::text, l.balance_after::text)
    into v_tx, v_balances
    from ledger_post(p_merchant, p_type, p_member, p_reference, null, p_meta, p_accounts, p_amounts) l;
  perform finish_command(p_merchant, p_scope, p_key, p_actor_type, p_actor_id, p_action, p_details,
    jsonb_build_object('transactionId', v_tx));
  return query select jsonb_build_object('transactionId', v_tx), false, v_balances;
end
$$;
