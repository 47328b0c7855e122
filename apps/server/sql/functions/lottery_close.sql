-- Closes a chunk of a lottery draw's bets, which the caller has locked in its transaction: pays
-- every paying line (house games -> player, one ledger transaction each, player accounts in id
-- order so two chunks never lock the same players in opposite orders), marks each bet closed (each
-- must still be open, or the whole chunk rolls back), works off the players' bonus turnover with
-- the valid stakes when settling, and adds the chunk to the draw's totals.
-- With release (a player's bets refunded while the draw still takes bets, the draw's row held by
-- the caller so no slip runs meanwhile) it also takes the bets back off the limits' counters: each
-- stake off its player's total on the draw (lottery_player_stakes) and each bet's exposure
-- ([{key, amount}], what its slip added) off the draw's numbers (lottery_exposure).
-- Takes one jsonb: merchant, draw, status ('SETTLED' or 'CANCELLED'), type (the payments' ledger
-- type), release (boolean, optional), bets: [{id, member, ref, meta, house, player, stake, payout,
-- valid, exposure}].
-- Answers how many bets it closed.
create or replace function lottery_close(p jsonb) returns integer
language plpgsql as $$
declare
  p_merchant integer := (p->>'merchant')::int;
  p_status text := p->>'status';
  v_bet record;
  v_tx bigint;
  v_closed integer := 0;
  v_stake bigint := 0;
  v_payout bigint := 0;
  v_turnover record;
begin
  for v_bet in
    select * from jsonb_to_recordset(p->'bets') as b(id bigint, member integer, ref text, meta jsonb,
        house bigint, player bigint, stake bigint, payout bigint, valid bigint)
      order by b.player, b.id
  loop
    v_tx := null;
    if v_bet.payout > 0 then
      select min(l.transaction_id) into v_tx
        from ledger_post(p_merchant => p_merchant, p_type => p->>'type', p_member => v_bet.member,
          p_reference => v_bet.ref, p_reverses => null, p_meta => v_bet.meta,
          p_accounts => array[v_bet.house, v_bet.player], p_amounts => array[-v_bet.payout, v_bet.payout]) l;
    end if;
    update bets set status = p_status, payout = v_bet.payout, valid_stake = v_bet.valid, settled_at = now(),
        credit_transaction_id = v_tx
      where id = v_bet.id and merchant_id = p_merchant and status = 'OPEN';
    if not found then
      raise exception 'lottery bet % was closed twice', v_bet.id;
    end if;
    v_closed := v_closed + 1;
    v_stake := v_stake + v_bet.stake;
    v_payout := v_payout + v_bet.payout;
  end loop;

  if p_status = 'SETTLED' then
    -- Per player and time placed (a slip's bets share it), for players with a requirement open.
    for v_turnover in
      select x.member, b.placed_at, sum(x.valid)::bigint as valid
        from jsonb_to_recordset(p->'bets') as x(id bigint, member integer, valid bigint)
        join bets b on b.id = x.id
        where exists (
          select 1 from wagering_requirements w
            where w.merchant_id = p_merchant and w.member_id = x.member and w.status = 'ACTIVE'
        )
        group by x.member, b.placed_at order by x.member, b.placed_at
    loop
      perform progress_wagering(p_merchant, v_turnover.member, v_turnover.valid, v_turnover.placed_at);
    end loop;
  end if;

  if coalesce((p->>'release')::boolean, false) then
    update lottery_player_stakes s set staked = greatest(s.staked - x.stake, 0)
      from (select b.member, sum(b.stake)::bigint as stake
          from jsonb_to_recordset(p->'bets') as b(member integer, stake bigint) group by b.member) x
      where s.draw_id = (p->>'draw')::bigint and s.member_id = x.member;
    update lottery_exposure e set amount = greatest(e.amount - x.amount, 0)
      from (select x.key, sum(x.amount)::bigint as amount
          from jsonb_to_recordset(p->'bets') as b(exposure jsonb),
            jsonb_to_recordset(coalesce(b.exposure, '[]'::jsonb)) as x(key text, amount bigint)
          group by x.key) x
      where e.draw_id = (p->>'draw')::bigint and e.key = x.key;
  end if;

  update lottery_draws set bet_count = bet_count + v_closed, stake_total = stake_total + v_stake,
      payout_total = payout_total + v_payout
    where id = (p->>'draw')::bigint;
  return v_closed;
end
$$;
