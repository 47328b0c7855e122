-- Each server process keeps the sessions it has checked in memory (platform/auth/session-cache.ts).
-- Whatever changes a member, or ends or shortens a session, tells every process through the
-- event channel, whichever code or tool made the change: the notice is sent at commit, so no
-- process can miss a change that did not go through its own code. A statement that changes many
-- members sends one notice ("all") instead of thousands.
create or replace function notify_auth_changed() returns trigger
language plpgsql as $$
declare
  v_ids integer[];
begin
  if tg_table_name = 'members' then
    select array_agg(distinct c.id) into v_ids from changed c;
  else
    select array_agg(distinct c.member_id) into v_ids from changed c;
  end if;
  if v_ids is null then
    return null;
  end if;
  perform pg_notify('mekong_events', json_build_object(
    'topic', 'auth.changed',
    'payload', case when array_length(v_ids, 1) > 200 then json_build_object('all', true)
                    else json_build_object('members', v_ids) end
  )::text);
  return null;
end
$$;
-- The triggers on members and players' sessions are numbered migrations' (0023). A game window's
-- vendor session ends early only when its brand is switched off (modules/system/brand-switch.ts);
-- the processes that checked it lately (modules/provider/sessions.ts) hear it here, at commit, and
-- take no more bets on it.
drop trigger if exists vendor_sessions_ended_notify on vendor_sessions;
create trigger vendor_sessions_ended_notify after update on vendor_sessions
  referencing old table as changed for each statement execute function notify_auth_changed();
drop trigger if exists vendor_sessions_deleted_notify on vendor_sessions;
create trigger vendor_sessions_deleted_notify after delete on vendor_sessions
  referencing old table as changed for each statement execute function notify_auth_changed();
