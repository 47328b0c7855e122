-- ledger_post() as in 0004, minus one query per movement: the legs' sum is added up while they
-- are posted. A transaction in one currency (nearly all of them) is checked from that sum; only
-- one that mixes currencies still reads its postings back to check each currency on its own.
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
  v_first_currency text;
  v_sum bigint := 0;
  v_mixed boolean := false;
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
    v_mixed := v_mixed or v_currency <> coalesce(v_first_currency, v_currency);
    v_first_currency := coalesce(v_first_currency, v_currency);
    v_sum := v_sum + v_leg.amt;
    transaction_id := v_tx;
    account_id := v_leg.acc;
    balance_after := v_balance;
    return next;
  end loop;
  if (not v_mixed and v_sum <> 0) or (v_mixed and exists (
    select 1 from ledger_postings p where p.transaction_id = v_tx group by p.currency having sum(p.amount) <> 0
  )) then
    raise exception 'the postings of transaction % do not sum to zero', v_tx using errcode = '22023';
  end if;
end
$$;
