-- The key claim of every money command, in TypeScript (runMoneyCommand) or SQL (money_move,
-- lottery_slip; a vendor's calls look their key up under a lock of their own with key_answer()):
-- null when this call claimed the key or has none (go on), else the first call's stored answer, a
-- replay (JSON null stays a jsonb 'null', never SQL null). The key with another request is refused (errcode MK409). A second caller waits on
-- the key's row until the first commits.
create or replace function claim_key(p_merchant integer, p_scope text, p_key text, p_request_hash text)
returns jsonb
language plpgsql as $$
declare
  v_first record;
begin
  if p_key is null then
    return null;
  end if;
  insert into idempotency_keys (merchant_id, scope, key, request_hash)
    values (p_merchant, p_scope, p_key, p_request_hash)
    on conflict do nothing;
  if found then
    return null;
  end if;
  select k.request_hash, k.response into v_first
    from idempotency_keys k where k.merchant_id = p_merchant and k.scope = p_scope and k.key = p_key;
  if v_first.request_hash is distinct from p_request_hash then
    raise exception 'this key was used for a different request' using errcode = 'MK409';
  end if;
  return coalesce(v_first.response, 'null'::jsonb);
end
$$;
