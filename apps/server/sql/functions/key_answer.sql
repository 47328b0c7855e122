-- A key looked up under a lock the command holds already, instead of claimed first by claim_key():
-- a vendor's call holds its transaction id's advisory lock, so a resend waits for the first send
-- and then finds its answer here. Null when the key is new (go on; finish_command() with a
-- p_request_hash then writes key and answer together, one write where a claim and its update are
-- two); the first answer when it is the same request again; the key with another request raises
-- p_errcode. Every vendor call of one vendor shares one scope, so an id sent for a debit and then
-- for a credit is the same key, refused as another request.
create or replace function key_answer(p_merchant integer, p_scope text, p_key text, p_request_hash text,
  p_errcode text default 'MK409')
returns jsonb
language plpgsql as $$
declare
  v_first record;
begin
  select k.request_hash, k.response into v_first
    from idempotency_keys k where k.merchant_id = p_merchant and k.scope = p_scope and k.key = p_key;
  if not found then
    return null;
  end if;
  if v_first.request_hash is distinct from p_request_hash then
    raise exception 'this key was used for a different request' using errcode = p_errcode;
  end if;
  return coalesce(v_first.response, 'null'::jsonb);
end
$$;
