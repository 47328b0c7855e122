-- How much of a player's limit its current period has used, and when that period ends: deposits
-- (money_received(): orders not rejected, and the transfers other members sent them), wagers
-- (stakes of bets not cancelled), losses (those stakes less their payouts; an open bet counts its
-- whole stake) or session time (whole minutes signed in, from session_minutes()), in the day, ISO
-- week or month of the brand's time zone that now() falls in.
create or replace function limit_used(p_merchant integer, p_member integer, p_kind text, p_period text, p_zone text)
returns table (used bigint, period_end timestamptz)
language plpgsql stable as $$
declare
  v_unit text := case p_period when 'DAY' then 'day' when 'WEEK' then 'week' else 'month' end;
  v_start timestamptz := date_trunc(v_unit, now() at time zone p_zone) at time zone p_zone;
  v_end timestamptz := (date_trunc(v_unit, now() at time zone p_zone) + ('1 ' || v_unit)::interval) at time zone p_zone;
begin
  if p_kind = 'SESSION' then
    return query select session_minutes(p_member, v_start), v_end;
  elsif p_kind = 'DEPOSIT' then
    return query select money_received(p_merchant, p_member, v_start), v_end;
  else
    return query select coalesce(sum(case when p_kind = 'WAGER' then b.stake else b.stake - b.payout end), 0)::bigint,
        v_end
      from bets b
      where b.merchant_id = p_merchant and b.member_id = p_member and b.placed_at >= v_start
        and b.status <> 'CANCELLED';
  end if;
end
$$;
