-- A vendor's rollback in one statement: cancels a bet and gives its stake back, the whole call: the
-- locks of the rollback's id and of the bet's id (the lock provider_debit() takes), the id's earlier
-- answer, the bet (with its player, merchant and the accounts its stake moved between), the round's
-- row (the lock provider_credit() takes), the bet's state, the refund's postings, the bet
-- cancelled, the audit line and the answer stored under the id (a key of merchant 0 in scope
-- 'vendor:<vendor>', as the debit's and credit's).
-- A rollback of a bet never seen is answered OK and leaves a tombstone, a key of merchant 0 in
-- scope 'rolledback:<vendor>' under the bet's id, so the late debit that follows is refused
-- (provider_debit() looks for it under the same lock).
-- Takes one jsonb: vendor, transaction, reference (the debit's id), round, details (the audit
-- line's), fingerprint. Answers the provider answer and whether it is a replay.
-- Refusals raise: MK424 the id used for another call, MK428 the bet's player is gone, MK420 already
-- rolled back, MK421 credited (a zero credit too) or its round closed.
create or replace function provider_rollback(p jsonb) returns table (response jsonb, replayed boolean)
language plpgsql as $$
declare
  p_vendor text := p->>'vendor';
  p_transaction text := p->>'transaction';
  p_reference text := p->>'reference';
  p_round text := p->>'round';
  p_details jsonb := p->'details';
  p_fingerprint text := p->>'fingerprint';
  v_scope text := 'vendor:' || p_vendor;
  v_hash text := md5('ROLLBACK|' || p_fingerprint);
  v_prior jsonb;
  v_bet record;
  v_now record;
  v_wallet bigint;
  v_house bigint;
  v_tx bigint;
  v_balance bigint;
  v_answer jsonb;
begin
  -- Both ids' locks, taken in one order whatever the call, so two calls never wait on each other
  -- crosswise.
  perform pg_advisory_xact_lock(h.id)
    from (select distinct hashtext(p_vendor || ':' || x) as id from unnest(array[p_transaction, p_reference]) x) h
    order by h.id;
  v_prior := key_answer(0, v_scope, p_transaction, v_hash, 'MK424');
  if v_prior is not null then
    return query select v_prior, true;
    return;
  end if;
  select b.id, b.member_id, b.round_id, b.game_code, b.category, b.stake, b.debit_transaction_id, mc.id as merchant,
      mc.currency
    into v_bet
    from bets b
    -- The player by primary key alone (see provider_debit()), still of the bet's brand.
    left join members m on m.id = b.member_id
    left join merchants mc on mc.id = case when m.merchant_id = b.merchant_id then m.merchant_id end
    where b.vendor_code = p_vendor and b.external_id = p_reference
    limit 1;

  if not found then
    -- Nobody's bet yet: member 0 stands for "nobody yet".
    v_answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction);
    perform store_key_answer(0, 'rolledback:' || p_vendor, p_reference, md5(p_transaction), v_answer);
    perform finish_command(p_merchant => 0, p_scope => v_scope, p_key => p_transaction, p_key_merchant => 0,
      p_request_hash => v_hash, p_actor_type => 'vendor', p_actor_id => p_vendor,
      p_action => 'vendor.rollback.unseen', p_details => p_details, p_response => v_answer);
    return query select v_answer, false;
    return;
  end if;

  if v_bet.merchant is null then
    raise exception 'the bet''s player is gone' using errcode = 'MK428';
  end if;
  perform 1 from provider_rounds r
    where r.vendor_code = p_vendor and r.round_id = v_bet.round_id and r.member_id = v_bet.member_id
    for update;
  select b.status, b.payout, b.credited into v_now
    from bets b where b.id = v_bet.id;
  if v_now.status = 'CANCELLED' then
    raise exception 'this bet was rolled back' using errcode = 'MK420';
  end if;
  if v_now.status <> 'OPEN' or v_now.payout > 0 or v_now.credited then
    raise exception 'the bet was paid or its round closed' using errcode = 'MK421';
  end if;

  select min(l.account_id) filter (where l.amount < 0), min(l.account_id) filter (where l.amount > 0)
    into v_wallet, v_house
    from ledger_postings l where l.transaction_id = v_bet.debit_transaction_id;
  select min(l.transaction_id), min(l.balance_after) filter (where l.account_id = v_wallet)
    into v_tx, v_balance
    from ledger_post(p_merchant => v_bet.merchant, p_type => 'BET_REFUND', p_member => v_bet.member_id,
      p_reference => p_transaction, p_reverses => null,
      p_meta => jsonb_build_object('vendorCode', p_vendor, 'category', v_bet.category, 'gameCode', v_bet.game_code,
        'roundId', v_bet.round_id,
        'betId', v_bet.id),
      p_accounts => array[v_house, v_wallet], p_amounts => array[-v_bet.stake, v_bet.stake]) l;
  update bets set status = 'CANCELLED', valid_stake = 0, settled_at = now(), credit_transaction_id = v_tx
    where id = v_bet.id;
  v_answer := jsonb_build_object('status', 'OK', 'balance', v_balance::text, 'currency', v_bet.currency,
    'transactionId', p_transaction);
  perform finish_command(p_merchant => v_bet.merchant, p_scope => v_scope, p_key => p_transaction,
    p_actor_type => 'vendor', p_actor_id => p_vendor, p_action => 'vendor.rollback', p_details => p_details,
    p_response => v_answer, p_key_merchant => 0, p_request_hash => v_hash);
  return query select v_answer, false;
end
$$;
