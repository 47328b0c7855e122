-- A vendor's credit (a win, or 0 for a loss that closes the round) in one statement, the whole
-- call: the transaction id's earlier answer, the bet it pays (found by the vendor's bet id, with
-- its player, merchant and the two accounts its stake moved between), the key claim, the round's
-- lock (closing it when asked), the payout's postings, the bet's payout with its state checked,
-- the round's other bets settled and their turnover counted, the audit line and the answer stored
-- under the id. The id is a key of merchant 0 in scope 'vendor:<vendor>', looked up under its
-- advisory lock and written once with the answer, as provider_debit() does.
-- Takes one jsonb: vendor, transaction, reference (the debit's id), round, amount, currency,
-- roundClosed, validStake (or null), details (the audit line's), fingerprint.
-- Answers the provider answer (status, balance, currency, transactionId) and whether it is a replay.
-- Refusals raise: MK424 the id used for another call, MK428 unknown bet, MK400 a valid stake without
-- closing the round or above the stake, MK426 wrong currency, MK420 bet rolled back, MK421 round
-- closed or unknown.
drop function if exists provider_credit(integer, integer, text, text, text, bigint, text, bigint, boolean, bigint,
  text, bigint, bigint, text, jsonb, text, text);
create or replace function provider_credit(p jsonb) returns table (response jsonb, replayed boolean)
language plpgsql as $$
declare
  p_vendor text := p->>'vendor';
  p_transaction text := p->>'transaction';
  p_reference text := p->>'reference';
  p_round text := p->>'round';
  p_amount bigint := (p->>'amount')::bigint;
  p_currency text := p->>'currency';
  p_round_closed boolean := (p->>'roundClosed')::boolean;
  p_valid_stake bigint := (p->>'validStake')::bigint;
  p_details jsonb := p->'details';
  p_fingerprint text := p->>'fingerprint';
  p_merchant integer;
  p_member integer;
  p_bet bigint;
  p_game text;
  p_wallet bigint;
  p_house bigint;
  v_bet record;
  v_scope text := 'vendor:' || p_vendor;
  v_hash text := md5('CREDIT|' || p_fingerprint);
  v_prior jsonb;
  v_closed timestamptz;
  v_tx bigint;
  v_balance bigint;
  v_valid bigint;
  v_placed timestamptz;
  v_answer jsonb;
  v_done boolean; -- what stake_policy() and finish_command() answer: assigned, not PERFORMed
begin
  perform pg_advisory_xact_lock(hashtext(p_vendor || ':' || p_transaction));
  v_prior := key_answer(0, v_scope, p_transaction, v_hash, 'MK424');
  if v_prior is not null then
    response := v_prior;
    replayed := true;
    return next;
    return;
  end if;
  -- The bet, by the vendor's bet id, with the merchant's currency and the accounts the stake moved
  -- between (the payout goes back the same way): one statement.
  select b.id, b.member_id, b.round_id, b.game_code, b.category, b.stake, b.merchant_id as merchant, mc.currency,
      acc.wallet, acc.house
    into v_bet
    from bets b
    join merchants mc on mc.id = b.merchant_id
    cross join lateral (
      select min(l.account_id) filter (where l.amount < 0) as wallet, min(l.account_id) filter (where l.amount > 0) as house
        from ledger_postings l where l.transaction_id = b.debit_transaction_id
    ) acc
    where b.vendor_code = p_vendor and b.external_id = p_reference
    limit 1;
  if not found or v_bet.round_id <> p_round then
    raise exception 'unknown bet' using errcode = 'MK428';
  end if;
  if p_valid_stake is not null and (not p_round_closed or p_valid_stake > v_bet.stake) then
    raise exception 'a valid stake only closes a round, and is at most the stake' using errcode = 'MK400';
  end if;
  if p_currency <> v_bet.currency then
    raise exception 'wrong currency' using errcode = 'MK426';
  end if;
  p_merchant := v_bet.merchant;
  p_member := v_bet.member_id;
  p_bet := v_bet.id;
  p_game := v_bet.game_code;
  p_wallet := v_bet.wallet;
  p_house := v_bet.house;

  -- The round's lock; a credit that closes the round closes it in the same statement.
  if p_round_closed then
    update provider_rounds set closed_at = now()
      where vendor_code = p_vendor and round_id = p_round and member_id = p_member and closed_at is null;
  else
    select r.closed_at into v_closed from provider_rounds r
      where r.vendor_code = p_vendor and r.round_id = p_round and r.member_id = p_member
      for update;
  end if;
  if not found or v_closed is not null then
    raise exception 'the round is closed' using errcode = 'MK421';
  end if;

  if p_amount > 0 then
    select min(l.transaction_id), min(l.balance_after) filter (where l.account_id = p_wallet)
      into v_tx, v_balance
      from ledger_post(p_merchant => p_merchant, p_type => 'BET_PAYOUT', p_member => p_member,
        p_reference => p_transaction, p_reverses => null,
        p_meta => jsonb_build_object('vendorCode', p_vendor, 'category', v_bet.category, 'gameCode', p_game,
          'roundId', p_round, 'betId', p_bet),
        p_accounts => array[p_house, p_wallet], p_amounts => array[-p_amount, p_amount]) l;
  else
    select a.balance into v_balance from ledger_accounts a where a.id = p_wallet;
  end if;
  -- The bet's payout, and its state checked in the same statement: a bet the vendor rolled back
  -- (under the round's lock, which its rollback took too) is refused, and the postings above go
  -- with the refusal.
  if p_round_closed then
    -- The round's open bets are settled and count as turnover: the whole stake, or the valid
    -- stake the vendor named for the bet this credit is for. This bet's payout and settlement
    -- are one row version.
    update bets
      set payout = payout + p_amount, credit_transaction_id = coalesce(v_tx, credit_transaction_id), credited = true,
          status = 'SETTLED', valid_stake = coalesce(p_valid_stake, stake), settled_at = now()
      where id = p_bet and status <> 'CANCELLED'
      returning valid_stake, placed_at into v_valid, v_placed;
    if not found then
      raise exception 'this bet was rolled back' using errcode = 'MK420';
    end if;
    with settled as (
      update bets set status = 'SETTLED', valid_stake = stake, settled_at = now()
        where merchant_id = p_merchant and member_id = p_member and vendor_code = p_vendor
          and round_id = p_round and status = 'OPEN' and id <> p_bet
        returning valid_stake, placed_at
    )
    select v_valid + coalesce(sum(s.valid_stake), 0), least(v_placed, min(s.placed_at)) into v_valid, v_placed
      from settled s;
    perform progress_wagering(p_merchant, p_member, v_valid, v_placed);
  else
    update bets set payout = payout + p_amount, credit_transaction_id = coalesce(v_tx, credit_transaction_id),
        credited = true
      where id = p_bet and status <> 'CANCELLED';
    if not found then
      raise exception 'this bet was rolled back' using errcode = 'MK420';
    end if;
  end if;

  v_answer := jsonb_build_object('status', 'OK', 'balance', coalesce(v_balance, 0)::text, 'currency', p_currency,
    'transactionId', p_transaction);
  v_done := finish_command(p_merchant => p_merchant, p_scope => v_scope, p_key => p_transaction,
    p_key_merchant => 0, p_request_hash => v_hash,
    p_actor_type => 'vendor', p_actor_id => p_vendor, p_action => 'vendor.credit', p_details => p_details,
    p_response => v_answer);
  -- The answer through the result's columns: `return query select` would run a query for it.
  response := v_answer;
  replayed := false;
  return next;
end
$$;
