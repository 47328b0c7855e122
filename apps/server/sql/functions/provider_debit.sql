-- A vendor's debit (a bet) in one statement: what debit() in modules/provider/wallet.ts ran as a
-- money command over a dozen round trips (key claim, the bet id's lock, the rollback tombstone,
-- the round, the stake's postings, the bet row, the vendor's call and answer, audit line, stored
-- answer), so a spin holds its locks for one statement only.
-- The key is the vendor's transaction id in scope 'bet:<vendor>' (as placeBet claims it), so a
-- debit recorded by either path replays on the other.
-- Answers the provider answer (status, balance, currency, transactionId) and whether it is a replay.
-- Refusals raise: MK409 key reused, MK420 bet rolled back, MK421 round closed; a stake above the
-- balance breaks ledger_accounts_not_negative.
create or replace function provider_debit(
  p_merchant integer,
  p_member integer,
  p_vendor text,
  p_transaction text,
  p_round text,
  p_game text,
  p_category text,
  p_amount bigint,
  p_currency text,
  p_detail jsonb,
  p_wallet bigint,
  p_house bigint,
  p_request_hash text,
  p_details jsonb,
  p_fingerprint text
) returns table (response jsonb, replayed boolean)
language plpgsql as $$
declare
  v_scope text := 'bet:' || p_vendor;
  v_first jsonb;
  v_closed timestamptz;
  v_tx bigint;
  v_balance bigint;
  v_bet bigint;
  v_answer jsonb;
begin
  v_first := claim_key(p_merchant, v_scope, p_transaction, p_request_hash);
  if v_first is not null then
    return query select jsonb_build_object('status', 'OK', 'balance', v_first->>'balance',
      'currency', p_currency, 'transactionId', p_transaction), true;
    return;
  end if;

  -- Debit and rollback of one bet id take the same lock, so neither can miss the other.
  perform pg_advisory_xact_lock(hashtext(p_vendor || ':' || p_transaction));
  if exists (
    select 1 from provider_transactions t
      where t.vendor_code = p_vendor and t.kind = 'ROLLBACK' and t.reference_id = p_transaction
  ) then
    raise exception 'this bet was rolled back' using errcode = 'MK420';
  end if;
  insert into provider_rounds (vendor_code, round_id, merchant_id, member_id, game_code)
    values (p_vendor, p_round, p_merchant, p_member, p_game)
    on conflict do nothing;
  select r.closed_at into v_closed from provider_rounds r
    where r.vendor_code = p_vendor and r.round_id = p_round and r.member_id = p_member
    for update;
  if v_closed is not null then
    raise exception 'the round is closed' using errcode = 'MK421';
  end if;

  perform stake_policy(p_merchant, p_member, 'VENDOR', p_amount);
  select min(l.transaction_id), min(l.balance_after) filter (where l.account_id = p_wallet)
    into v_tx, v_balance
    from ledger_post(p_merchant, 'BET', p_member, p_transaction, null,
      jsonb_build_object('vendorCode', p_vendor, 'gameCode', p_game, 'roundId', p_round),
      array[p_wallet, p_house], array[-p_amount, p_amount]) l;
  insert into bets (merchant_id, member_id, source, category, vendor_code, game_code, round_id,
      external_id, stake, detail, debit_transaction_id)
    values (p_merchant, p_member, 'VENDOR', p_category, p_vendor, p_game, p_round,
      p_transaction, p_amount, p_detail, v_tx)
    returning id into v_bet;
  v_answer := jsonb_build_object('status', 'OK', 'balance', v_balance::text, 'currency', p_currency,
    'transactionId', p_transaction);
  insert into provider_transactions (vendor_code, transaction_id, merchant_id, member_id, kind, round_id,
      reference_id, amount, response)
    values (p_vendor, p_transaction, p_merchant, p_member, 'DEBIT', p_round,
      null, p_amount, v_answer || jsonb_build_object('fingerprint', p_fingerprint));
  perform finish_command(p_merchant, v_scope, p_transaction, 'vendor', p_vendor, 'bet.place', p_details,
    jsonb_build_object('balance', v_balance::text, 'betId', v_bet, 'transactionId', v_tx));
  return query select v_answer, false;
end
$$;
