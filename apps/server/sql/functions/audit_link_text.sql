-- What a chained audit line's hash covers: every column but the hash, written the same way
-- whatever the session's time zone or settings (the time as microseconds since the epoch, the
-- details as jsonb's own text, which orders keys).
create or replace function audit_link_text(
  p_id bigint,
  p_merchant integer,
  p_actor_type text,
  p_actor_id text,
  p_action text,
  p_details jsonb,
  p_ip text,
  p_at timestamptz
) returns text
language sql immutable as $$
  select p_id::text || '|' || p_merchant::text || '|' || p_actor_type || '|' || p_actor_id || '|' || p_action
    || '|' || p_details::text || '|' || coalesce(p_ip, '') || '|' || (extract(epoch from p_at) * 1000000)::bigint::text;
$$;
