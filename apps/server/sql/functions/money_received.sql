-- What a player has received since a time: their deposits (orders not rejected) and the transfers
-- other members sent them (an agent to their team, a member to their agent). One count for the
-- player's deposit limit (limit_used(), since its period's start) and for the brand's total before
-- identity checks (platform/kyc-rules.ts, since ever), so the two cannot drift apart.
create or replace function money_received(p_merchant integer, p_member integer, p_since timestamptz)
returns bigint
language sql stable as $$
  select (
    coalesce((select sum(d.amount) from deposits d
      where d.merchant_id = p_merchant and d.member_id = p_member and d.created_at >= p_since
        and d.status <> 'REJECTED'), 0)
    + coalesce((select sum(p.amount) from ledger_transactions t
        join ledger_postings p on p.transaction_id = t.id and p.amount > 0
      where t.merchant_id = p_merchant and t.type in ('AGENT_TRANSFER', 'TRANSFER_UPLINE')
        and t.meta->>'to' = p_member::text and t.created_at >= p_since), 0)
  )::bigint
$$;
