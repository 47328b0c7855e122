-- The player's limits of the given kinds, checked against an amount about to be added (a stake, a
-- deposit): each limit's row is locked until the caller's transaction ends, so two stakes or two
-- deposits of one player at once are counted one after the other and cannot pass a limit
-- together. Over a limit raises p_errcode with DETAIL {"rule":"limit.<KIND>.<PERIOD>","until":
-- the period's end}. A player without limits costs one index lookup.
create or replace function limit_check(p_merchant integer, p_member integer, p_kinds text[], p_amount bigint,
  p_errcode text)
returns void
language plpgsql as $$
declare
  v_limit record;
  v_zone text;
  v_used bigint;
  v_end timestamptz;
begin
  for v_limit in
    select l.kind, l.period, l.amount from player_limits l
      where l.merchant_id = p_merchant and l.member_id = p_member and l.kind = any(p_kinds)
      order by l.kind, l.period
      for update
  loop
    if v_zone is null then
      select m.timezone into v_zone from merchants m where m.id = p_merchant;
    end if;
    select u.used, u.period_end into v_used, v_end
      from limit_used(p_merchant, p_member, v_limit.kind, v_limit.period, v_zone) u;
    -- A stake counts as lost until it is paid: a loss limit is net of wins, so a win earlier in the
    -- period leaves room for more.
    if v_used + p_amount > v_limit.amount then
      raise exception 'over the player''s % limit per %', v_limit.kind, v_limit.period
        using errcode = p_errcode,
          detail = json_build_object('rule', 'limit.' || v_limit.kind || '.' || v_limit.period,
            'until', to_char(v_end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
    end if;
  end loop;
end
$$;
