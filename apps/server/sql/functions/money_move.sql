-- A whole simple money command in one statement (so one round trip and no transaction held open
-- across the network): claim the idempotency key, post the movement, write the audit line and
-- store the answer. The answer is {"transactionId": n}; a replay of the key answers the first
-- answer with replayed = true, and the key with another request is refused (errcode MK409).
-- A second caller with the same key waits on the key's row until the first commits.
-- Takes one jsonb: merchant, scope, key, requestHash, actorType, actorId, action, details (the
-- command's), type, member, reference, meta (the ledger transaction's), accounts and amounts (the
-- postings, as arrays of the same length).
drop function if exists money_move(integer, text, text, text, text, text, text, jsonb, text, integer, text, jsonb,
  bigint[], bigint[]);
create or replace function money_move(p jsonb) returns table (response jsonb, replayed boolean, balances jsonb)
language plpgsql as $$
declare
  p_merchant integer := (p->>'merchant')::int;
  p_scope text := p->>'scope';
  p_key text := p->>'key';
  v_first jsonb;
  v_tx bigint;
  v_balances jsonb;
begin
  v_first := claim_key(p_merchant, p_scope, p_key, p->>'requestHash');
  if v_first is not null then
    return query select v_first, true, null::jsonb;
    return;
  end if;
  select min(l.transaction_id), jsonb_object_agg(l.account_id::text, l.balance_after::text)
    into v_tx, v_balances
    from ledger_post(
      p_merchant => p_merchant,
      p_type => p->>'type',
      p_member => (p->>'member')::int,
      p_reference => p->>'reference',
      p_reverses => null,
      p_meta => coalesce(p->'meta', '{}'::jsonb),
      p_accounts => array(select jsonb_array_elements_text(p->'accounts')::bigint),
      p_amounts => array(select jsonb_array_elements_text(p->'amounts')::bigint)
    ) l;
  perform finish_command(p_merchant => p_merchant, p_scope => p_scope, p_key => p_key,
    p_actor_type => p->>'actorType', p_actor_id => p->>'actorId', p_action => p->>'action',
    p_details => p->'details', p_response => jsonb_build_object('transactionId', v_tx));
  return query select jsonb_build_object('transactionId', v_tx), false, v_balances;
end
$$;
