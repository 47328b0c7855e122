-- The whole minutes a player has been signed in since p_from: each session counts from its start
-- (or p_from) to its end, which is when it was signed out, or expired, or else five minutes after
-- it was last seen. A session in use is touched at least every minute or two (the player site
-- polls), so for it that is now; an abandoned one ends soon after its use did. Sessions open on
-- two devices at once each count. A withdraw-only session (opened during a break) is not play time.
create or replace function session_minutes(p_member integer, p_from timestamptz)
returns bigint
language sql stable as $$
  select coalesce(floor(sum(extract(epoch from greatest(
      least(coalesce(s.revoked_at, 'infinity'), s.expires_at, s.last_seen_at + interval '5 minutes', now())
        - greatest(s.created_at, p_from),
      interval '0')) / 60)), 0)::bigint
    from sessions s
    where s.member_id = p_member and s.kind = 'session' and not s.withdraw_only
      and coalesce(s.revoked_at, 'infinity') > p_from and s.expires_at > p_from;
$$;
