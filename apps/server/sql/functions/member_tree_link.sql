-- Hand-written from here (decision 0008). The closure rows follow members.upline_id in the same
-- statement that sets it, so registration, an agent's account opening, the seed and any operator
-- tool keep the tree right without knowing it exists. A new member below U gets one row for U and
-- one for each of U's ancestors; a member moved to another upline takes its whole team along.
create or replace function member_tree_link() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if new.upline_id is not distinct from old.upline_id then
      return new;
    end if;
    -- Moves of one merchant run one at a time; inserts below (shared lock) wait for a move to end.
    perform pg_advisory_xact_lock(727002, new.merchant_id);
    -- Cut the member and its team loose from the uplines above the member.
    delete from member_tree
      where descendant_id in (select t.descendant_id from member_tree t where t.ancestor_id = new.id
                              union all select new.id)
        and ancestor_id in (select t.ancestor_id from member_tree t where t.descendant_id = new.id);
  else
    perform pg_advisory_xact_lock_shared(727002, new.merchant_id);
  end if;
  if new.upline_id is null then
    return new;
  end if;
  if new.upline_id = new.id
     or exists (select 1 from member_tree t where t.ancestor_id = new.id and t.descendant_id = new.upline_id) then
    raise exception 'member % cannot be placed below itself or its own team', new.id using errcode = '23514';
  end if;
  -- The upline by primary key alone, then its brand compared (see provider_debit()).
  if (select u.merchant_id from members u where u.id = new.upline_id) is distinct from new.merchant_id then
    raise exception 'upline % is not a member of merchant %', new.upline_id, new.merchant_id using errcode = '23503';
  end if;
  insert into member_tree (ancestor_id, descendant_id, depth)
    select a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
    from (select t.ancestor_id, t.depth from member_tree t where t.descendant_id = new.upline_id
          union all select new.upline_id, 0) a
    cross join (select t.descendant_id, t.depth from member_tree t where t.ancestor_id = new.id
                union all select new.id, 0) d;
  return new;
end $$;
