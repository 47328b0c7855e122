-- Valid stakes worked off a player's open wagering requirements, oldest first, the rows locked as
-- they are used, so two bets settling at once cannot count the same room twice. One rule for
-- every settlement, all of them in the money kernel's SQL: provider_credit() (a vendor's round
-- closing), lottery_close() (a lottery draw) and provider_report_bet() (a transfer vendor's bet).
-- Only requirements that existed when the bets were placed (`p_placed_at`, the earliest of them):
-- a stake laid before a bonus was granted was never at risk for it, so a slip placed, then a
-- bonus claimed, then the draw closed, works off nothing of that bonus.
drop function if exists progress_wagering(integer, integer, bigint);
create or replace function progress_wagering(p_merchant integer, p_member integer, p_valid bigint,
  p_placed_at timestamptz)
returns void
language plpgsql as $$
declare
  v_left bigint := p_valid;
  v_req record;
  v_used bigint;
begin
  if coalesce(p_valid, 0) <= 0 then
    return;
  end if;
  for v_req in
    select w.id, w.required, w.progressed from wagering_requirements w
      where w.merchant_id = p_merchant and w.member_id = p_member and w.status = 'ACTIVE'
        and w.created_at <= p_placed_at
      order by w.id
      for update
  loop
    exit when v_left = 0;
    v_used := least(v_req.required - v_req.progressed, v_left);
    v_left := v_left - v_used;
    update wagering_requirements
      set progressed = v_req.progressed + v_used,
          status = case when v_req.progressed + v_used >= v_req.required then 'DONE' else 'ACTIVE' end,
          done_at = case when v_req.progressed + v_used >= v_req.required then now() end
      where id = v_req.id;
  end loop;
end
$$;
