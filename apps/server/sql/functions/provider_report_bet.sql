-- One final bet a TRANSFER-model vendor reports, into the betting record: the money was the
-- vendor's to move, so nothing is posted; the row is what the player's record, profit and loss
-- and the bonus turnover read. Idempotent by the vendor's transaction id: the same report again
-- answers 'REPLAYED', another bet under the same id 'DUPLICATE'; a new one 'OK', with its valid
-- stake worked off the player's turnover.
-- The bet is booked as settled now, when it is recorded, whatever time the vendor gives (kept in its
-- detail as vendorSettledAt): a vendor may report a bet hours or days late, and everything that
-- counts settled bets from where it last stopped (the points sweep, agents' pay, rebates) would
-- otherwise never see one dated before that point.
-- Takes one jsonb: merchant, member, vendor, transaction, round, game, category, stake, payout,
-- validStake, status ('SETTLED' or 'CANCELLED'), detail, placedAt.
create or replace function provider_report_bet(p jsonb) returns text
language plpgsql as $$
declare
  p_merchant integer := (p->>'merchant')::int;
  p_member integer := (p->>'member')::int;
  p_stake bigint := (p->>'stake')::bigint;
  p_payout bigint := (p->>'payout')::bigint;
  p_valid bigint := (p->>'validStake')::bigint;
  v_id bigint;
  v_was record;
begin
  insert into bets (merchant_id, member_id, source, category, vendor_code, game_code, round_id, external_id,
      stake, valid_stake, payout, status, detail, placed_at, settled_at)
    values (p_merchant, p_member, 'VENDOR', p->>'category', p->>'vendor', p->>'game', p->>'round',
      p->>'transaction', p_stake, p_valid, p_payout, p->>'status', coalesce(p->'detail', '{}'::jsonb),
      (p->>'placedAt')::timestamptz, now())
    on conflict do nothing
    returning id into v_id;
  if v_id is null then
    select b.member_id, b.round_id, b.stake, b.payout, b.status into v_was from bets b
      where b.merchant_id = p_merchant and b.vendor_code = p->>'vendor' and b.external_id = p->>'transaction';
    if v_was.member_id = p_member and v_was.round_id = p->>'round' and v_was.stake = p_stake
       and v_was.payout = p_payout and v_was.status = p->>'status' then
      return 'REPLAYED';
    end if;
    return 'DUPLICATE';
  end if;
  perform progress_wagering(p_merchant, p_member, p_valid, (p->>'placedAt')::timestamptz);
  return 'OK';
end
$$;
