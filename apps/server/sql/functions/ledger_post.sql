-- One balanced transaction: its row, each account's new balance and a posting per leg with the
-- balance after it. Accounts are updated in id order (legs of one account in the order given), so
-- two movements over the same accounts lock them in the same order and cannot deadlock each other.
-- A balance below zero breaks ledger_accounts_not_negative; an account of another merchant is an
-- unknown account; the postings must sum to zero in each currency.
-- Two legs on two accounts, nearly every movement (a stake, a payout, a transfer), take a path of
-- their own: two updates and one insert, without the loop's query over the legs. Measured with
-- `BENCH_ONLY=instructions`, it saves about a tenth of a vendor call's work in the database.
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
  v_low integer;
  v_high integer;
  v_low_currency text;
  v_high_currency text;
  v_low_balance bigint;
  v_high_balance bigint;
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

  if array_length(p_accounts, 1) = 2 and p_accounts[1] <> p_accounts[2] then
    -- Two legs in two currencies cannot balance: each currency would have to sum to zero alone.
    if p_amounts[1] + p_amounts[2] <> 0 then
      raise exception 'the postings of transaction % do not sum to zero', v_tx using errcode = '22023';
    end if;
    v_low := case when p_accounts[1] < p_accounts[2] then 1 else 2 end;
    v_high := 3 - v_low;
    update ledger_accounts set balance = balance + p_amounts[v_low]
      where id = p_accounts[v_low] and merchant_id = p_merchant
      returning currency, balance into v_low_currency, v_low_balance;
    if not found then
      raise exception 'unknown ledger account %', p_accounts[v_low] using errcode = '22023';
    end if;
    update ledger_accounts set balance = balance + p_amounts[v_high]
      where id = p_accounts[v_high] and merchant_id = p_merchant
      returning currency, balance into v_high_currency, v_high_balance;
    if not found then
      raise exception 'unknown ledger account %', p_accounts[v_high] using errcode = '22023';
    end if;
    if v_low_currency <> v_high_currency then
      raise exception 'the postings of transaction % do not sum to zero', v_tx using errcode = '22023';
    end if;
    insert into ledger_postings (transaction_id, account_id, amount, currency, balance_after)
      values (v_tx, p_accounts[v_low], p_amounts[v_low], v_low_currency, v_low_balance),
        (v_tx, p_accounts[v_high], p_amounts[v_high], v_high_currency, v_high_balance);
    transaction_id := v_tx;
    account_id := p_accounts[v_low];
    balance_after := v_low_balance;
    return next;
    account_id := p_accounts[v_high];
    balance_after := v_high_balance;
    return next;
    return;
  end if;

  -- Any other shape: leg by leg, the sum added up as they are posted. A transaction in one currency
  -- is checked from that sum; only one that mixes currencies reads its postings back to check each.
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
