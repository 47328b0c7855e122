-- An agent's transfer to a member of the team is money coming in for the member, as a deposit is:
-- it counts against the member's deposit limits (sql/functions/limit_used.sql), which find the
-- transfers a member received by this index, one entry per agent transfer.
CREATE INDEX IF NOT EXISTS "ledger_transactions_agent_to" ON "ledger_transactions"
  ("merchant_id", (("meta"->>'to')::integer), "created_at") WHERE "type" = 'AGENT_TRANSFER';
