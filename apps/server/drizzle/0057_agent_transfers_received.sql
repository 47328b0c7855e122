-- Money another member sends (an agent to a member of the team, a member to their agent) is money
-- coming in for the receiver, as a deposit is: it counts against the receiver's deposit limits
-- (sql/functions/limit_used.sql), which find the transfers a member received by this index, one
-- entry per such transfer. The receiver is compared as text, so no other row's meta can break a cast.
CREATE INDEX IF NOT EXISTS "ledger_transactions_member_to" ON "ledger_transactions"
  ("merchant_id", ("meta"->>'to'), "created_at") WHERE "type" IN ('AGENT_TRANSFER', 'TRANSFER_UPLINE');
