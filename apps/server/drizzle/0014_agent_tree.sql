CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_pk" PRIMARY KEY("descendant_id","ancestor_id"),
	CONSTRAINT "member_tree_depth_positive" CHECK ("member_tree"."depth" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_ancestor" ON "member_tree" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
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
  if not exists (select 1 from members u where u.id = new.upline_id and u.merchant_id = new.merchant_id) then
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
--> statement-breakpoint
create trigger members_tree_insert after insert on members
  for each row when (new.upline_id is not null) execute function member_tree_link();
--> statement-breakpoint
create trigger members_tree_update after update of upline_id on members
  for each row execute function member_tree_link();
--> statement-breakpoint
-- Backfill: every member with an upline of its own merchant, walked up to the top. The depth cap
-- only guards against a cycle already in the data (which the trigger refuses from now on).
insert into member_tree (ancestor_id, descendant_id, depth)
with recursive chain (ancestor_id, descendant_id, depth) as (
  select m.upline_id, m.id, 1
    from members m join members u on u.id = m.upline_id and u.merchant_id = m.merchant_id
    where m.upline_id <> m.id
  union all
  select u.id, c.descendant_id, c.depth + 1
    from chain c
    join members a on a.id = c.ancestor_id
    join members u on u.id = a.upline_id and u.merchant_id = a.merchant_id
    where c.depth < 100
)
select ancestor_id, descendant_id, min(depth) from chain where ancestor_id <> descendant_id
group by ancestor_id, descendant_id
on conflict do nothing;
