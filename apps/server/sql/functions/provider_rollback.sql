-- A vendor's rollback in one statement: cancels a bet and gives its stake back, the whole call: the
-- transaction id's earlier answer, the bet (with its player, merchant and the accounts its stake
-- moved between), the key claim in scope 'rollback:<vendor>', the bet id's lock and the round's row
-- (the locks provider_debit() and provider_credit() take, in their order), the bet's state, the
-- refund's postings, the bet cancelled, the vendor's call and answer, audit line, stored answer.
-- A rollback of a bet never seen is recorded under merchant and member 0 and answered OK, so the
-- late debit that follows is refused (provider_debit() looks for it under the same lock). The key
-- is claimed under merchant 0 before the bet is looked for, so two sends of one rollback wait on
-- each other whether or not the bet has arrived, and the bet is read under its id's lock.
-- Takes one jsonb: vendor, transaction, reference (the debit's id), round, details (the audit
-- line's), fingerprint. Answers the provider answer and whether it is a replay.
-- Refusals raise: MK424 the id used for another call, MK428 the bet's player is gone, MK409 key
-- reused, MK420 already rolled back, MK421 credited (a zero credit too) or its round closed.
create or replace function provider_rollback(p jsonb) returns table (response jsonb, replayed boolean)
language plpgsql as $$
declare
  p_vendor text := p->>'vendor';
  p_transaction text := p->>'transaction';
  p_reference text := p->>'reference';
  p_round text := p->>'round';
  p_details jsonb := p->'details';
  p_fingerprint text := p->>'fingerprint';
  v_scope text := 'rollback:' || p_vendor;
  v_prior jsonb;
  v_first jsonb;
  v_bet record;
  v_now record;
  v_wallet bigint;
  v_house bigint;
  v_tx bigint;
  v_balance bigint;
  v_answer jsonb;
begin
  v_prior := provider_earlier(p_vendor, p_transaction, 'ROLLBACK', p_fingerprint);
  if v_prior is not null then
    return query select v_prior, true;
    return;
  end if;
  v_first := claim_key(0, v_scope, p_transaction, md5(p_fingerprint));
  if v_first is not null then
    return query select v_first, true;
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext(p_vendor || ':' || p_reference));
  select b.id, b.member_id, b.round_id, b.game_code, b.category, b.stake, b.debit_transaction_id, mc.id as merchant,
      mc.currency
    into v_bet
    from bets b
    left join members m on m.id = b.member_id and m.merchant_id = b.merchant_id
    left join merchants mc on mc.id = m.merchant_id
    where b.vendor_code = p_vendor and b.external_id = p_reference
    limit 1;

  if not found then
    -- Nobody's bet yet: member 0 stands for "nobody yet".
    v_answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction);
    insert into provider_transactions (vendor_code, transaction_id, merchant_id, member_id, kind, round_id,
        reference_id, amount, response)
      values (p_vendor, p_transaction, 0, 0, 'ROLLBACK', p_round, p_reference, 0,
        v_answer || jsonb_build_object('fingerprint', p_fingerprint));
    perform finish_command(p_merchant => 0, p_scope => v_scope, p_key => p_transaction, p_actor_type => 'vendor',
      p_actor_id => p_vendor, p_action => 'vendor.rollback.unseen', p_details => p_details, p_response => v_answer);
    return query select v_answer, false;
    return;
  end if;

  if v_bet.merchant is null then
    raise exception 'the bet''s player is gone' using errcode = 'MK428';
  end if;
  perform 1 from provider_rounds r
    where r.vendor_code = p_vendor and r.round_id = v_bet.round_id and r.member_id = v_bet.member_id
    for update;
  select b.status, b.payout, exists (select 1 from provider_transactions t
      where t.vendor_code = p_vendor and t.reference_id = p_reference and t.kind = 'CREDIT') as credited
    into v_now
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
  insert into provider_transactions (vendor_code, transaction_id, merchant_id, member_id, kind, round_id,
      reference_id, amount, response)
    values (p_vendor, p_transaction, v_bet.merchant, v_bet.member_id, 'ROLLBACK', p_round, p_reference,
      v_bet.stake, v_answer || jsonb_build_object('fingerprint', p_fingerprint));
  perform finish_command(p_merchant => v_bet.merchant, p_scope => v_scope, p_key => p_transaction,
    p_actor_type => 'vendor', p_actor_id => p_vendor, p_action => 'vendor.rollback', p_details => p_details,
    p_response => v_answer, p_key_merchant => 0);
  return query select v_answer, false;
end
$$;
