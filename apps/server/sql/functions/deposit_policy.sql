-- The money kernel's policy hook for deposits: every deposit order passes here in the transaction
-- that opens it (createDeposit(), modules/deposit/service.ts), on every channel, knowing the
-- player, the merchant, the channel's kind ('BANK', 'GATEWAY'), the amount and the time (now()).
-- To refuse, raise errcode MK431 with the rule's code in DETAIL. The player's deposit limits are
-- checked here (limit_check.sql), after the player's breaks (break_check.sql).
create or replace function deposit_policy(p_merchant integer, p_member integer, p_channel_kind text, p_amount bigint)
returns void
language plpgsql as $$
begin
  perform break_check(p_merchant, p_member, 'MK431');
  perform limit_check(p_merchant, p_member, array['DEPOSIT'], p_amount, 'MK431');
end
$$;
