import { isAgentType, type Player360, type PlayerRow, type PlayerSearchQuery } from '@mekong/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import {
  bets,
  deposits,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  memberMessages,
  memberNotes,
  members,
  memberTree,
  operators,
  sessions,
  wageringRequirements,
  withdrawals,
} from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createLockout } from '../session/index.ts';

const LATEST = 20;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The player's main balance and last sign-in, beside the member row. */
const rowColumns = {
  id: members.id,
  account: members.account,
  nickname: members.nickname,
  mobile: members.mobile,
  email: members.email,
  status: members.status,
  type: members.type,
  clubLabel: members.clubLabel,
  memberLabels: members.memberLabels,
  createdAt: members.createdAt,
  // Written out with the table's name: drizzle leaves a selected column unqualified, which inside
  // a subquery would name the subquery's own table's column.
  mainBalance: sql<string>`coalesce((select a.balance from ledger_accounts a
    where a.merchant_id = "members"."merchant_id" and a.member_id = "members"."id" and a.kind = 'main'
      and a.vendor_code = ''), 0)::text`,
  lastLoginAt: sql<Date | null>`(select max(x.created_at) from sessions x where x.member_id = "members"."id")`,
};

type RowColumns = {
  [K in keyof typeof rowColumns]: K extends 'mainBalance'
    ? string
    : K extends 'lastLoginAt'
      ? Date | string | null
      : (typeof members.$inferSelect)[K & keyof typeof members.$inferSelect];
};

const asRow = (r: RowColumns, matched: string | null): PlayerRow => ({
  id: r.id,
  account: r.account,
  nickname: r.nickname,
  mobile: r.mobile,
  email: r.email,
  status: r.status,
  isAgent: isAgentType(r.type),
  clubLabel: r.clubLabel,
  memberLabels: r.memberLabels,
  mainBalance: r.mainBalance,
  createdAt: r.createdAt.toISOString(),
  lastLoginAt: r.lastLoginAt === null ? null : new Date(r.lastLoginAt).toISOString(),
  matched,
});

/**
 * The back office's player search. `q` matches account, nickname, phone and e-mail from their
 * start in any case; an IP the player registered or signed in from, a bank account number and an
 * invitation code exactly. Each row says which of the last four matched.
 */
export async function searchPlayers(db: Db, merchantId: number, query: PlayerSearchQuery) {
  const q = query.q?.trim() ?? '';
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
  const matchedBy = q
    ? sql<string | null>`case
        when lower(${members.account}) like ${prefix} or lower(${members.nickname}) like ${prefix}
          or ${members.mobile} like ${prefix} or lower(${members.email}) like ${prefix} then null
        when ${members.referralCode} = upper(${q}) then 'invitation code'
        when ${members.registerIp} = ${q} or exists (select 1 from sessions x where x.member_id = "members"."id" and x.ip = ${q}) then 'IP'
        else 'bank account' end`
    : sql<string | null>`null`;
  const where = and(
    eq(members.merchantId, merchantId),
    query.status ? eq(members.status, query.status) : undefined,
    q
      ? sql`(lower(${members.account}) like ${prefix} or lower(${members.nickname}) like ${prefix}
          or ${members.mobile} like ${prefix} or lower(${members.email}) like ${prefix}
          or ${members.referralCode} = upper(${q}) or ${members.registerIp} = ${q}
          or exists (select 1 from sessions x where x.member_id = ${members.id} and x.ip = ${q})
          or exists (select 1 from bank_accounts b where b.member_id = ${members.id}
            and b.merchant_id = ${merchantId} and b.account_number = ${q}))`
      : undefined,
  );
  const column = {
    createdAt: members.createdAt,
    account: members.account,
    lastLoginAt: rowColumns.lastLoginAt,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...rowColumns, matched: matchedBy })
      .from(members)
      .where(where)
      .orderBy(
        query.sort === 'lastLoginAt' ? sql`${column} ${sql.raw(query.order)} nulls last` : direction(column),
        direction(members.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(members).where(where),
  ]);
  return { total: count?.n ?? 0, list: rows.map((r) => asRow(r, r.matched)) };
}

/** One of this merchant's players, or 404: an operator never reaches another brand's. */
export async function playerOf(db: Db, merchantId: number, id: number) {
  const [m] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), eq(members.merchantId, merchantId)));
  if (!m) throw new AppError('request.not.found', 'No such player');
  return m;
}

/** Everything the back office shows of one player; each list the latest LATEST. */
export async function player360(db: Db, merchantId: number, id: number): Promise<Player360> {
  const m = await playerOf(db, merchantId, id);
  const [[row], accounts, upline, logins, txs, betRows, depositRows, withdrawalRows, notes, lockout, extras] =
    await Promise.all([
      db.select(rowColumns).from(members).where(eq(members.id, id)),
      db
        .select({ kind: ledgerAccounts.kind, vendorCode: ledgerAccounts.vendorCode, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.memberId, id))),
      db
        .select({ id: members.id, account: members.account })
        .from(memberTree)
        .innerJoin(members, eq(members.id, memberTree.ancestorId))
        .where(and(eq(memberTree.descendantId, id), sql`${memberTree.depth} > 0`))
        .orderBy(asc(memberTree.depth)),
      db
        .select({ at: sessions.createdAt, ip: sessions.ip, device: sessions.deviceId })
        .from(sessions)
        .where(eq(sessions.memberId, id))
        .orderBy(desc(sessions.createdAt))
        .limit(LATEST),
      db
        .select({
          id: ledgerTransactions.id,
          type: ledgerTransactions.type,
          amount: ledgerPostings.amount,
          balanceAfter: ledgerPostings.balanceAfter,
          at: ledgerTransactions.createdAt,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(
          and(
            eq(ledgerAccounts.merchantId, merchantId),
            eq(ledgerAccounts.memberId, id),
            eq(ledgerAccounts.kind, 'main'),
          ),
        )
        .orderBy(desc(ledgerPostings.id))
        .limit(LATEST),
      db
        .select()
        .from(bets)
        .where(and(eq(bets.merchantId, merchantId), eq(bets.memberId, id)))
        .orderBy(desc(bets.placedAt))
        .limit(LATEST),
      db
        .select()
        .from(deposits)
        .where(and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, id)))
        .orderBy(desc(deposits.id))
        .limit(LATEST),
      db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, id)))
        .orderBy(desc(withdrawals.id))
        .limit(LATEST),
      db
        .select({ id: memberNotes.id, operator: operators.username, text: memberNotes.text, at: memberNotes.createdAt })
        .from(memberNotes)
        .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
        .where(and(eq(memberNotes.merchantId, merchantId), eq(memberNotes.memberId, id)))
        .orderBy(desc(memberNotes.id))
        .limit(LATEST),
      createLockout(db).state(merchantId, m.account, '0.0.0.0'),
      bonusesAndMessages(db, merchantId, id),
    ]);
  if (!row) throw new AppError('request.not.found', 'No such player');
  const sum = (kinds: string[]) =>
    accounts
      .filter((a) => kinds.includes(a.kind))
      .reduce((t, a) => t + a.balance, 0n)
      .toString();
  const lockedOutUntil =
    lockout.accountLockedUntil && lockout.accountLockedUntil > new Date() ? lockout.accountLockedUntil : null;
  return {
    player: {
      ...asRow(row, null),
      referralCode: m.referralCode,
      registerIp: m.registerIp,
      mustChangePassword: m.mustChangePassword,
      hasPaymentPassword: m.paymentPasswordHash !== null,
      lockedOutUntil: iso(lockedOutUntil),
    },
    balances: {
      main: sum(['main']),
      vendors: accounts
        .filter((a) => a.kind === 'vendor')
        .map((a) => ({ vendorCode: a.vendorCode, balance: a.balance.toString() })),
      locked: sum(['locked']),
      bonus: sum(['bonus']),
      points: sum(['points']),
    },
    upline,
    logins: logins.map((l) => ({ at: l.at.toISOString(), ip: l.ip, device: l.device })),
    transactions: txs.map((t) => ({
      id: t.id,
      type: t.type,
      amount: t.amount.toString(),
      balanceAfter: t.balanceAfter.toString(),
      at: t.at.toISOString(),
    })),
    bets: betRows.map((b) => ({
      id: b.id,
      category: b.category,
      vendorCode: b.vendorCode ?? '',
      gameCode: b.gameCode,
      stake: b.stake.toString(),
      payout: b.payout.toString(),
      status: b.status,
      placedAt: b.placedAt.toISOString(),
    })),
    deposits: depositRows.map((d) => ({
      id: d.id,
      amount: d.amount.toString(),
      status: d.status,
      at: d.createdAt.toISOString(),
    })),
    withdrawals: withdrawalRows.map((w) => ({
      id: w.id,
      amount: w.amount.toString(),
      status: w.status,
      at: w.createdAt.toISOString(),
    })),
    notes: notes.map((n) => ({ id: n.id, operator: n.operator, text: n.text, at: n.at.toISOString() })),
    ...extras,
  };
}

/**
 * The player's bonuses (each grant's wagering requirement and how far play has taken it) and the
 * messages sent to them alone (not broadcasts), with the operator who sent each.
 */
async function bonusesAndMessages(db: Db, merchantId: number, id: number) {
  const [grants, messages] = await Promise.all([
    db
      .select()
      .from(wageringRequirements)
      .where(and(eq(wageringRequirements.merchantId, merchantId), eq(wageringRequirements.memberId, id)))
      .orderBy(desc(wageringRequirements.id))
      .limit(LATEST),
    db
      .select({
        id: memberMessages.id,
        title: memberMessages.title,
        at: memberMessages.createdAt,
        sentBy: operators.username,
      })
      .from(memberMessages)
      .leftJoin(operators, eq(operators.id, memberMessages.operatorId))
      .where(and(eq(memberMessages.merchantId, merchantId), eq(memberMessages.memberId, id)))
      .orderBy(desc(memberMessages.id))
      .limit(LATEST),
  ]);
  return {
    bonuses: grants.map((g) => ({
      id: g.id,
      source: g.source,
      reference: g.reference,
      required: g.required.toString(),
      progressed: g.progressed.toString(),
      status: g.status,
      at: g.createdAt.toISOString(),
    })),
    messages: messages.map((x) => ({ id: x.id, title: x.title, sentBy: x.sentBy, at: x.at.toISOString() })),
  };
}
