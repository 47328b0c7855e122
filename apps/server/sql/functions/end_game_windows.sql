-- A portal session's end ends the game windows launched from it: the vendor sessions opened with
-- its launch tickets (modules/catalogue/launch.ts, modules/provider/sessions.ts) expire with it,
-- and so do its tickets not yet traded (else whoever held the session's token could still open a
-- window with one for five minutes), whichever code or tool revoked it (sign-out, a password
-- change ending the other sessions, a break, a self-exclusion reaching other brands, an operator
-- locking the account). The vendor sessions' update
-- tells every process at commit (notify_auth_changed.sql), so no process takes another stake on
-- them; wins and rollbacks need no session and still land. A session that merely expires keeps
-- its windows: a player at play in a window makes no portal requests to keep it alive.
create or replace function end_game_windows() returns trigger
language plpgsql as $$
begin
  update vendor_sessions set expires_at = now()
    where session_hash = new.token_hash and expires_at > now();
  update launch_tickets set expires_at = now()
    where session_hash = new.token_hash and used_at is null and expires_at > now();
  return null;
end
$$;
drop trigger if exists sessions_end_game_windows on sessions;
create trigger sessions_end_game_windows after update of revoked_at on sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function end_game_windows();
