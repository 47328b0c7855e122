import { isAgentType } from '@mekong/contracts';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { agentContracts, ledgerAccounts, members, memberTree } from '../../platform/db/schema.ts';
import { drillNode, pathBelow, teamMember } from './tree.ts';

type Agent = { id: number; merchantId: number };
const upline = alias(members, 'upline');

/** `%` and `_` typed in a search are letters, not wildcards. */
const contains = (s: string) =>
  `%${s
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Team members below `node` matching `where`, each with its upline, the size of its own team and
 * its main-wallet balance. `levelOffset` is the node's own distance below the caller, so levels
 * are always counted from the caller.
 */
function teamRows(db: Db, agent: Agent, nodeId: number, levelOffset: number, where: SQL | undefined) {
  return db
    .select({
      id: members.id,
      account: members.account,
      nickname: members.nickname,
      type: members.type,
      level: sql<number>`(${levelOffset} + ${memberTree.depth})::int`,
      uplineId: members.uplineId,
      uplineAccount: upline.account,
      directCount: sql<number>`(select count(*)::int from member_tree c where c.ancestor_id = ${members.id} and c.depth = 1)`,
      teamSize: sql<number>`(select count(*)::int from member_tree c where c.ancestor_id = ${members.id})`,
      balance: sql<string>`coalesce(${ledgerAccounts.balance}, 0)::text`,
      status: members.status,
      createdAt: members.createdAt,
      payeeName: members.payeeName,
    })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.descendantId))
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.memberId, members.id),
        eq(ledgerAccounts.merchantId, agent.merchantId),
        eq(ledgerAccounts.kind, 'main'),
        eq(ledgerAccounts.vendorCode, ''),
      ),
    )
    .where(and(eq(memberTree.ancestorId, nodeId), eq(members.merchantId, agent.merchantId), where))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof teamRows>['execute']>>[number];
const shape = ({ payeeName: _p, ...r }: Row) => ({
  ...r,
  isAgent: isAgentType(r.type),
  createdAt: r.createdAt.toISOString(),
});

export async function teamMembers(
  db: Db,
  agent: Agent,
  q: {
    search?: string | undefined;
    level?: number | undefined;
    uplineId?: number | undefined;
    page: number;
    size: number;
  },
) {
  const node = await drillNode(db, agent, q.uplineId);
  // Without a search a page shows one level; a search looks through the whole team below the node.
  const depth = q.level ?? (q.search ? undefined : node.level + 1);
  const where = and(
    depth !== undefined ? eq(memberTree.depth, depth - node.level) : undefined,
    q.search
      ? or(
          sql`${members.account} like ${contains(q.search)}`,
          sql`lower(${members.nickname}) like ${contains(q.search)}`,
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    teamRows(db, agent, node.id, node.level, where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberTree)
      .innerJoin(members, eq(members.id, memberTree.descendantId))
      .where(and(eq(memberTree.ancestorId, node.id), where)),
  ]);
  return { total: count?.n ?? 0, list: rows.map(shape) };
}

/** One member of the team with the path to them and their contracts. */
export async function memberDetail(db: Db, agent: Agent, memberId: number) {
  const target = await teamMember(db, agent, { id: memberId });
  const [[row], path, contracts] = await Promise.all([
    teamRows(db, agent, agent.id, 0, eq(memberTree.descendantId, target.id)),
    pathBelow(db, target),
    db
      .select({
        id: agentContracts.id,
        kind: agentContracts.kind,
        status: agentContracts.status,
        terms: agentContracts.terms,
      })
      .from(agentContracts)
      .where(and(eq(agentContracts.merchantId, agent.merchantId), eq(agentContracts.memberId, target.id)))
      .orderBy(desc(agentContracts.id)),
  ]);
  if (!row) throw new Error('team member vanished');
  return { ...shape(row), payeeName: row.payeeName, path, contracts };
}
