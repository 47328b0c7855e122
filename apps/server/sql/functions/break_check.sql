-- A player on a break (a time-out or a self-exclusion, player_breaks) may not stake or deposit:
-- raises p_errcode with DETAIL {"rule":"break.<KIND>","until": its end, or null for permanent}.
create or replace function break_check(p_merchant integer, p_member integer, p_errcode text)
returns void
language plpgsql as $$
declare
  v_break record;
begin
  select b.kind, b.ends_at into v_break from player_breaks b
    where b.merchant_id = p_merchant and b.member_id = p_member and (b.ends_at is null or b.ends_at > now())
    order by b.ends_at desc nulls first
    limit 1;
  if found then
    raise exception 'the player is on a break' using errcode = p_errcode,
      detail = json_build_object('rule', 'break.' || v_break.kind,
        'until', to_char(v_break.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
  end if;
end
$$;
