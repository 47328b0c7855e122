-- Sessions: only an end (revocation) or a new expiry matters; the minute-by-minute last-seen
-- touch does not (the cache re-reads a session before it would need one).
create or replace function notify_session_ended() returns trigger
language plpgsql as $$
begin
  perform pg_notify('mekong_events', json_build_object(
    'topic', 'auth.changed', 'payload', json_build_object('members', array[old.member_id])
  )::text);
  return null;
end
$$;
