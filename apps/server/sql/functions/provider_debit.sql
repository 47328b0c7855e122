-- A vendor's debit (a bet) in one statement, the whole call but for the vendor's session (which
-- the server keeps checked in memory): the transaction id's lock and earlier answer, the player's
-- state, currency and game, the rollback tombstone, the round, the stake policy, the stake's
-- postings, the bet row, the audit line and the answer stored under the id, so a spin is one round
-- trip and holds its locks for one statement only.
-- The vendor's transaction ids are keys of merchant 0 in scope 'vendor:<vendor>', one scope for
-- debits, credits and rollbacks, looked up under the id's advisory lock (key_answer()) and written
-- once with the answer (finish_command()); the request is the call's kind, what the id stands for
-- and the player.
-- Takes one jsonb: merchant, member, vendor, transaction, round, game, amount, currency, detail,
-- wallet and house (ledger account ids), fingerprint (what the id stands for).
-- Answers the provider answer (status, balance, currency, transactionId) and whether it is a replay.
-- Refusals raise: MK424 the id used for another call, MK425 player disabled, MK426 wrong currency,
-- MK427 unknown game, MK420 bet rolled back, MK421 round closed, MK430 the stake policy or the
-- brand in maintenance (DETAIL rule system.maintenance); a stake above the balance breaks
-- ledger_accounts_not_negative.
drop function if exists provider_debit(integer, integer, text, text, text, text, text, bigint, text, jsonb, bigint,
  bigint, text, jsonb, text);
create or replace function provider_debit(p jsonb) returns table (response jsonb, replayed boolean)
language plpgsql as $$
declare
  p_merchant integer := (p->>'merchant')::int;
  p_member integer := (p->>'member')::int;
  p_vendor text := p->>'vendor';
  p_transaction text := p->>'transaction';
  p_round text := p->>'round';
  p_game text := p->>'game';
  p_amount bigint := (p->>'amount')::bigint;
  p_currency text := p->>'currency';
  p_wallet bigint := (p->>'wallet')::bigint;
  p_house bigint := (p->>'house')::bigint;
  p_fingerprint text := p->>'fingerprint';
  p_detail jsonb := coalesce(p->'detail', '{}'::jsonb);
  p_category text;
  v_scope text := 'vendor:' || p_vendor;
  v_hash text := md5('DEBIT|' || p_fingerprint || '|' || p_member);
  v_prior jsonb;
  v_status text;
  v_member_merchant integer;
  v_currency text;
  v_maintenance boolean;
  v_closed timestamptz;
  v_tx bigint;
  v_balance bigint;
  v_answer jsonb;
  v_done boolean; -- what stake_policy() and finish_command() answer: assigned, not PERFORMed
begin
  -- The id's lock: a resend waits for the first send, then answers what it answered. A rollback
  -- of this id takes the same lock.
  perform pg_advisory_xact_lock(hashtext(p_vendor || ':' || p_transaction));
  v_prior := key_answer(0, v_scope, p_transaction, v_hash, 'MK424');
  if v_prior is not null then
    response := v_prior;
    replayed := true;
    return next;
    return;
  end if;
  -- The player by primary key alone, and their brand compared here: with the brand in the WHERE
  -- clause, a plan this session cached while the members table's statistics were stale (a new brand's
  -- first players) walks the brand's (merchant_id, created_at) index through every member instead.
  select m.status, m.merchant_id, mc.currency, mc.maintenance, g.category
    into v_status, v_member_merchant, v_currency, v_maintenance, p_category
    from members m
    join merchants mc on mc.id = m.merchant_id
    left join lateral (
      select g.category from games g where g.vendor_code = p_vendor and g.code = p_game and g.enabled limit 1
    ) g on true
    where m.id = p_member;
  if v_status is distinct from 'ACTIVE' or v_member_merchant is distinct from p_merchant then
    raise exception 'the player is disabled' using errcode = 'MK425';
  end if;
  if p_currency is distinct from v_currency then
    raise exception 'wrong currency' using errcode = 'MK426';
  end if;
  if p_category is null then
    raise exception 'unknown game' using errcode = 'MK427';
  end if;
  -- A brand in maintenance takes no stake, from a game window opened before it began either: the
  -- portal's own calls are closed by the merchant guard, a vendor's call never meets it. Wins and
  -- rollbacks still land, so bets already taken settle.
  if v_maintenance then
    raise exception 'the brand is in maintenance' using errcode = 'MK430',
      detail = json_build_object('rule', 'system.maintenance')::text;
  end if;

  -- A rollback that came before its bet left a tombstone under the bet's id.
  if exists (
    select 1 from idempotency_keys k
      where k.merchant_id = 0 and k.scope = 'rolledback:' || p_vendor and k.key = p_transaction
  ) then
    raise exception 'this bet was rolled back' using errcode = 'MK420';
  end if;
  -- A new round is the common case: its insert is its lock. A round the vendor plays on is locked.
  insert into provider_rounds (vendor_code, round_id, merchant_id, member_id, game_code)
    values (p_vendor, p_round, p_merchant, p_member, p_game)
    on conflict do nothing;
  if not found then
    select r.closed_at into v_closed from provider_rounds r
      where r.vendor_code = p_vendor and r.round_id = p_round and r.member_id = p_member
      for update;
  end if;
  if v_closed is not null then
    raise exception 'the round is closed' using errcode = 'MK421';
  end if;

  v_done := stake_policy(p_merchant, p_member, 'VENDOR', p_amount);
  select min(l.transaction_id), min(l.balance_after) filter (where l.account_id = p_wallet)
    into v_tx, v_balance
    from ledger_post(p_merchant => p_merchant, p_type => 'BET', p_member => p_member,
      p_reference => p_transaction, p_reverses => null,
      p_meta => jsonb_build_object('vendorCode', p_vendor, 'category', p_category, 'gameCode', p_game, 'roundId', p_round),
      p_accounts => array[p_wallet, p_house], p_amounts => array[-p_amount, p_amount]) l;
  insert into bets (merchant_id, member_id, source, category, vendor_code, game_code, round_id,
      external_id, stake, detail, debit_transaction_id)
    values (p_merchant, p_member, 'VENDOR', p_category, p_vendor, p_game, p_round,
      p_transaction, p_amount, p_detail, v_tx);
  v_answer := jsonb_build_object('status', 'OK', 'balance', v_balance::text, 'currency', p_currency,
    'transactionId', p_transaction);
  v_done := finish_command(p_merchant => p_merchant, p_scope => v_scope, p_key => p_transaction,
    p_key_merchant => 0, p_request_hash => v_hash,
    p_actor_type => 'vendor', p_actor_id => p_vendor, p_action => 'bet.place',
    p_details => jsonb_build_object('key', p_transaction, 'input', jsonb_build_object('op', 'bet',
      'memberId', p_member, 'category', p_category, 'gameCode', p_game, 'roundId', p_round,
      'stake', p_amount::text, 'detail', p_detail)),
    p_response => v_answer);
  -- The answer through the result's columns: `return query select` would run a query for it.
  response := v_answer;
  replayed := false;
  return next;
end
$$;
