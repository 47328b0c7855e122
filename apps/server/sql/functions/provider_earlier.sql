-- A vendor's transaction id seen before: null when it is new; its first answer (without the
-- fingerprint it was stored with) when this is the same call again; DUPLICATE_TRANSACTION (errcode
-- MK424) when the id was used for another kind of call or other content. Every provider call asks
-- it first, before any rule, so a resend answers what the first send did whatever changed since.
create or replace function provider_earlier(p_vendor text, p_transaction text, p_kind text, p_fingerprint text)
returns jsonb
language plpgsql as $$
declare
  v_kind text;
  v_response jsonb;
begin
  select t.kind, t.response into v_kind, v_response
    from provider_transactions t where t.vendor_code = p_vendor and t.transaction_id = p_transaction;
  if not found then
    return null;
  end if;
  if v_kind <> p_kind or v_response->>'fingerprint' is distinct from p_fingerprint then
    raise exception 'this transaction id was used for another call' using errcode = 'MK424';
  end if;
  return v_response - 'fingerprint';
end
$$;
