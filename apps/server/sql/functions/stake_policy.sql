-- The money kernel's policy hook for stakes. Every stake of every game source passes here inside
-- the transaction that takes it, after its key is claimed and before any money moves: the lottery
-- in lottery_slip(), vendors and the house's slots, live tables, fish, PVP and sportsbook in
-- provider_debit(). A rule here knows the player, the merchant, the source ('LOTTERY', 'VENDOR'),
-- the stake and the time (now()), and holds its locks until the stake commits, so simultaneous
-- stakes cannot pass a limit together. To refuse, raise errcode MK430 with the rule's code in
-- DETAIL (the player's error carries it; a vendor gets BET_REFUSED). The player's loss and wager
-- limits are checked here (limit_check.sql), after the player's breaks (break_check.sql).
-- Answers true, so a caller in PL/pgSQL can assign it (`v := stake_policy(...)`): an assignment
-- calls it as an expression, where PERFORM would run a query of its own for the call.
drop function if exists stake_policy(integer, integer, text, bigint);
create or replace function stake_policy(p_merchant integer, p_member integer, p_source text, p_stake bigint)
returns boolean
language plpgsql as $$
begin
  -- Most players have neither a break running nor a loss or wager limit: one statement answers
  -- that, instead of both rules' own lookups (measured: half the policy's time per stake).
  if not exists (
    select 1 from player_breaks b
      where b.merchant_id = p_merchant and b.member_id = p_member and (b.ends_at is null or b.ends_at > now())
  ) and not exists (
    select 1 from player_limits l
      where l.merchant_id = p_merchant and l.member_id = p_member and l.kind in ('LOSS', 'WAGER')
  ) then
    return true;
  end if;
  perform break_check(p_merchant, p_member, 'MK430');
  perform limit_check(p_merchant, p_member, array['LOSS', 'WAGER'], p_stake, 'MK430');
  return true;
end
$$;
