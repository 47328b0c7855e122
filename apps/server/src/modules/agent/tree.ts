import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { members, memberTree } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Reads of the agent hierarchy (member_tree, decision 0008). Every endpoint that names a member
 * goes through teamMember first: a member outside the caller's team, of another merchant, or
 * that does not exist at all, answers the same 404, so the answer says nothing about who exists.
 */
const notFound = () => new AppError('agent.member.not.found', 'No such member in your team');

export async function teamMember(
  db: Db,
  agent: { id: number; merchantId: number },
  target: { id: number } | { account: string },
) {
  const [row] = await db
    .select({ member: members, level: memberTree.depth })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .where(
      and(
        eq(memberTree.ancestorId, agent.id),
        eq(members.merchantId, agent.merchantId),
        'id' in target
          ? eq(memberTree.descendantId, target.id)
          : eq(members.account, target.account.trim().toLowerCase()),
      ),
    );
  if (!row) throw notFound();
  return { ...row.member, level: row.level };
}

/** The node a drill-down starts from: the caller, or a member of the caller's team. */
export async function drillNode(db: Db, agent: { id: number; merchantId: number }, uplineId: number | undefined) {
  if (uplineId === undefined || uplineId === agent.id) return { id: agent.id, level: 0 };
  const m = await teamMember(db, agent, { id: uplineId });
  return { id: m.id, level: m.level };
}

/** The drill-down breadcrumbs: the member's uplines below the agent, top first, then the member. */
export async function pathBelow(db: Db, member: { id: number; account: string; level: number }) {
  // The member's ancestors nearer than the agent are exactly those at depth < its level.
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(and(eq(memberTree.descendantId, member.id), sql`${memberTree.depth} < ${member.level}`))
    .orderBy(sql`${memberTree.depth} desc`);
  return [...rows, { id: member.id, account: member.account }];
}
