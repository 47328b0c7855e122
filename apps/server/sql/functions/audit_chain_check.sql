-- Walks a merchant's chain of operators' audit lines from its first link and answers how many
-- links it checked and the id of the first whose hash does not follow from the one before it
-- and its own columns (null when the chain holds): an edited line breaks its own link, a deleted
-- one the next line's.
create or replace function audit_chain_check(p_merchant integer)
returns table (checked bigint, broken_at bigint)
language plpgsql stable as $$
declare
  v_prev text := '';
  v_row record;
  v_count bigint := 0;
begin
  for v_row in
    select a.id, a.actor_type, a.actor_id, a.action, a.details, a.ip, a.created_at, a.chain_hash
      from audit_log a where a.merchant_id = p_merchant and a.chain_hash is not null order by a.id
  loop
    v_count := v_count + 1;
    if v_row.chain_hash <> encode(sha256(convert_to(v_prev || '|' || audit_link_text(v_row.id, p_merchant,
        v_row.actor_type, v_row.actor_id, v_row.action, v_row.details, v_row.ip, v_row.created_at), 'UTF8')), 'hex')
    then
      return query select v_count, v_row.id;
      return;
    end if;
    v_prev := v_row.chain_hash;
  end loop;
  return query select v_count, null::bigint;
end
$$;
