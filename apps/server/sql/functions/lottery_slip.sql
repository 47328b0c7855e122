-- A lottery slip in one statement: what placeSlip's money command does (key claim, the draw's
-- share lock, odds version, player and number limits, the stake's postings, one bet row per line,
-- audit line, stored answer) without holding a transaction open across round trips.
-- Refusals raise: MK409 key reused, MK410 draw closed, MK411 odds changed (detail: version),
-- MK412 player limit (detail: room), MK413 number limit (detail: {"key","room"}).
-- Takes one jsonb: merchant, scope, key, requestHash, actorId, details (the command's); draw,
-- game, oddsVersion, member, total (the slip's stake), maxPlayer (a player's limit on the draw),
-- exposure ([{key, amount}] of what the slip could pay per number), maxNumber (the limit per
-- number); wallet and house (ledger account ids), reference and meta (the ledger transaction's);
-- bets (one row per line).
drop function if exists lottery_slip(integer, text, text, text, text, jsonb, bigint, integer, integer, integer, bigint,
  bigint, jsonb, bigint, bigint, bigint, text, jsonb, jsonb);
create or replace function lottery_slip(p jsonb) returns table (response jsonb, replayed boolean)
language plpgsql as $$
declare
  p_merchant integer := (p->>'merchant')::int;
  p_scope text := p->>'scope';
  p_key text := p->>'key';
  p_draw bigint := (p->>'draw')::bigint;
  p_game integer := (p->>'game')::int;
  p_odds_version integer := (p->>'oddsVersion')::int;
  p_member integer := (p->>'member')::int;
  p_total bigint := (p->>'total')::bigint;
  p_max_player bigint := (p->>'maxPlayer')::bigint;
  p_exposure jsonb := p->'exposure';
  p_max_number bigint := (p->>'maxNumber')::bigint;
  p_wallet bigint := (p->>'wallet')::bigint;
  p_house bigint := (p->>'house')::bigint;
  p_bets jsonb := p->'bets';
  v_first jsonb;
  v_ok boolean;
  v_version integer;
  v_staked bigint;
  v_over record;
  v_tx bigint;
  v_balance bigint;
  v_response jsonb;
begin
  v_first := claim_key(p_merchant, p_scope, p_key, p->>'requestHash');
  if v_first is not null then
    return query select v_first, true;
    return;
  end if;
  perform stake_policy(p_merchant, p_member, 'LOTTERY', p_total);

  -- Share-locked: closing the draw waits for slips in flight, so no bet lands after the close.
  select (d.status = 'OPEN' and d.closes_at > now()) into v_ok from lottery_draws d where d.id = p_draw for share;
  if not coalesce(v_ok, false) then
    raise exception 'betting on this draw has closed' using errcode = 'MK410';
  end if;
  select g.odds_version into v_version from lottery_games g where g.id = p_game;
  if v_version is distinct from p_odds_version then
    raise exception 'the odds have changed' using errcode = 'MK411', detail = v_version::text;
  end if;

  insert into lottery_player_stakes as s (draw_id, member_id, staked) values (p_draw, p_member, p_total)
    on conflict (draw_id, member_id) do update set staked = s.staked + excluded.staked
    returning s.staked into v_staked;
  if v_staked > p_max_player then
    raise exception 'over the stake limit of a draw' using errcode = 'MK412',
      detail = greatest(p_max_player - (v_staked - p_total), 0)::text;
  end if;

  -- Keys in one order, so two slips on the same numbers lock them alike and never deadlock.
  with added as (
    insert into lottery_exposure as e (draw_id, key, amount)
      select p_draw, x.key, x.amount from jsonb_to_recordset(p_exposure) as x(key text, amount bigint) order by x.key
      on conflict (draw_id, key) do update set amount = e.amount + excluded.amount
      returning e.key, e.amount
  )
  select a.key, a.amount, x.amount as mine into v_over
    from added a join jsonb_to_recordset(p_exposure) as x(key text, amount bigint) on x.key = a.key
    where a.amount > p_max_number limit 1;
  if v_over.key is not null then
    raise exception 'over the payout limit of a number' using errcode = 'MK413',
      detail = jsonb_build_object('key', v_over.key,
        'room', greatest(p_max_number - (v_over.amount - v_over.mine), 0)::text)::text;
  end if;

  select min(l.transaction_id), max(l.balance_after) filter (where l.account_id = p_wallet) into v_tx, v_balance
    from ledger_post(p_merchant => p_merchant, p_type => 'BET', p_member => p_member,
      p_reference => p->>'reference', p_reverses => null, p_meta => p->'meta',
      p_accounts => array[p_wallet, p_house], p_amounts => array[-p_total, p_total]) l;

  with placed as (
    insert into bets (merchant_id, member_id, source, category, vendor_code, game_code, round_id, external_id,
        stake, detail, debit_transaction_id)
      select p_merchant, p_member, 'LOTTERY', b.category, b.vendor_code, b.game_code, b.round_id, b.external_id,
        b.stake, b.detail, v_tx
      from jsonb_to_recordset(p_bets) as b(category text, vendor_code text, game_code text, round_id text,
        external_id text, stake bigint, detail jsonb)
      returning *
  )
  select jsonb_agg(jsonb_build_object(
      'betId', p.id, 'gameCode', p.game_code, 'issueNo', p.detail->>'issueNo', 'playType', p.detail->>'playType',
      'numbers', p.detail->'numbers', 'units', (p.detail->>'units')::int,
      'points', (p.detail->>'points')::int * (p.detail->>'multiplier')::int,
      'stake', p.stake::text, 'payout', '0', 'status', 'OPEN', 'result', 'PENDING',
      'placedAt', to_char(p.placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by p.id)
    into v_response from placed p;
  v_response := jsonb_build_object('bets', v_response, 'totalStake', p_total::text, 'balance', v_balance::text);

  perform finish_command(p_merchant => p_merchant, p_scope => p_scope, p_key => p_key, p_actor_type => 'member',
    p_actor_id => p->>'actorId', p_action => 'lottery.bet', p_details => p->'details', p_response => v_response);
  return query select v_response, false;
end
$$;
