-- Stores a keyed answer that another command's transaction produced (a promotion claim paid by
-- its bonus grant, which has a key of its own): the key with its request hash and answer in one
-- insert. Answers false when the key is taken already, by this request or another; the caller
-- decides what that means. claim_key() and finish_command() are the usual pair; this is for a
-- second key of the same transaction.
create or replace function store_key_answer(p_merchant integer, p_scope text, p_key text, p_request_hash text,
  p_response jsonb) returns boolean
language plpgsql as $$
begin
  insert into idempotency_keys (merchant_id, scope, key, request_hash, response)
    values (p_merchant, p_scope, p_key, p_request_hash, p_response)
    on conflict do nothing;
  return found;
end
$$;
