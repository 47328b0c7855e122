-- One balanced ledger transaction in one round trip. The rules are those of the application's
-- post(): at least two postings, none of zero, accounts of the merchant only, updated in id
-- order (so two movements over the same accounts cannot deadlock each other), the
-- ledger_accounts_not_negative CHECK refuses a player below zero, and the postings sum to zero
-- in every currency. Any failure raises, so the caller's transaction rolls back whole.
create or replace function ledger_post(
  p_merchant integer,
  p_type text,
  p_member integer,
  p_reference text,
  p_reverses bigint,
  p_meta jsonb,
  p_accounts bigint[],
  p_amounts bigint[]
) returns table (transaction_id bigint, account_id bigint, balance_after bigint)
language plpgsql as $$
declare
  v_tx bigint;
  v_leg record;
  v_currency text;
  v_balance bigint;
begin
  if coalesce(array_length(p_accounts, 1), 0) < 2
     or array_length(p_accounts, 1) <> coalesce(array_length(p_amounts, 1), 0) then
    raise exception 'a transaction needs at least two postings' using errcode = '22023';
  end if;
  if 0 = any(p_amounts) then
    raise exception 'a posting of zero' using errcode = '22023';
  end if;
  insert into ledger_transactions (merchant_id, type, member_id, reference, reverses, meta)
    values (p_merchant, p_type, p_member, p_reference, p_reverses, coalesce(p_meta, '{}'::jsonb))
    returning id into v_tx;
  for v_leg in
    select l.acc, l.amt from unnest(p_accounts, p_amounts) with ordinality as l(acc, amt, n) order by l.acc, l.n
  loop
    update ledger_accounts set balance = balance + v_leg.amt
      where id = v_leg.acc and merchant_id = p_merchant
      returning currency, balance into v_currency, v_balance;
    if not found then
      raise exception 'unknown ledger account %', v_leg.acc using errcode = '22023';
    end if;
    insert into ledger_postings (transaction_id, account_id, amount, currency, balance_after)
      values (v_tx, v_leg.acc, v_leg.amt, v_currency, v_balance);
    transaction_id := v_tx;
    account_id := v_leg.acc;
    balance_after := v_balance;
    return next;
  end loop;
  if exists (
    select 1 from ledger_postings p where p.transaction_id = v_tx group by p.currency having sum(p.amount) <> 0
  ) then
    raise exception 'the postings of transaction % do not sum to zero', v_tx using errcode = '22023';
  end if;
end
$$;
--> statement-breakpoint
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
  v_first record;
  v_tx bigint;
  v_balances jsonb;
begin
  if p_key is not null then
    insert into idempotency_keys (merchant_id, scope, key, request_hash)
      values (p_merchant, p_scope, p_key, p_request_hash)
      on conflict do nothing;
    if not found then
      select k.request_hash, k.response into v_first
        from idempotency_keys k where k.merchant_id = p_merchant and k.scope = p_scope and k.key = p_key;
      if v_first.request_hash is distinct from p_request_hash then
        raise exception 'this key was used for a different request' using errcode = 'MK409';
      end if;
      return query select v_first.response, true, null::jsonb;
      return;
    end if;
  end if;
  select min(l.transaction_id), jsonb_object_agg(l.account_id::text, l.balance_after::text)
    into v_tx, v_balances
    from ledger_post(p_merchant, p_type, p_member, p_reference, null, p_meta, p_accounts, p_amounts) l;
  insert into audit_log (merchant_id, actor_type, actor_id, action, details)
    values (p_merchant, p_actor_type, p_actor_id, p_action, p_details);
  if p_key is not null then
    update idempotency_keys set response = jsonb_build_object('transactionId', v_tx)
      where merchant_id = p_merchant and scope = p_scope and key = p_key;
  end if;
  return query select jsonb_build_object('transactionId', v_tx), false, v_balances;
end
$$;
