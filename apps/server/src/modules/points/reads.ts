import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  pointGoods,
  pointRedemptions,
} from '../../platform/db/schema.ts';
import { POINT_KINDS, POINT_TYPES } from './accounts.ts';

/** MCS2_getPointBalance: read only, so a player who never earned has no accounts opened. */
export async function pointBalance(db: Db, merchantId: number, memberId: number) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.memberId, memberId),
        inArray(ledgerAccounts.kind, [POINT_KINDS.points, POINT_KINDS.held]),
      ),
    );
  const of = (kind: string) => (rows.find((r) => r.kind === kind)?.balance ?? 0n).toString();
  return { points: of(POINT_KINDS.points), held: of(POINT_KINDS.held) };
}

export const goodsView = (g: typeof pointGoods.$inferSelect) => ({
  id: g.id,
  names: g.names,
  descriptions: g.descriptions,
  imageUrl: g.imageUrl,
  price: g.price.toString(),
  stock: g.stock,
});

/** getPointReward: the goods on offer, in the merchant's order. */
export async function goodsOnOffer(db: Db, merchantId: number) {
  const rows = await db
    .select()
    .from(pointGoods)
    .where(and(eq(pointGoods.merchantId, merchantId), eq(pointGoods.active, true)))
    .orderBy(pointGoods.sort, pointGoods.id);
  return rows.map(goodsView);
}

/** getRedeemPointList: the player's redemptions, newest first. */
export async function redemptionList(
  db: Db,
  merchantId: number,
  memberId: number,
  q: { status?: 'IN_PROCESS' | 'APPROVED' | 'REJECTED' | undefined; page: number; size: number },
) {
  const where = and(
    eq(pointRedemptions.merchantId, merchantId),
    eq(pointRedemptions.memberId, memberId),
    q.status ? eq(pointRedemptions.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(pointRedemptions).where(where);
  const rows = await db
    .select({ r: pointRedemptions, g: pointGoods })
    .from(pointRedemptions)
    .innerJoin(pointGoods, eq(pointGoods.id, pointRedemptions.goodsId))
    .where(where)
    .orderBy(desc(pointRedemptions.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    total: total?.n ?? 0,
    list: rows.map(({ r, g }) => ({
      id: r.id,
      goodsId: r.goodsId,
      names: g.names,
      imageUrl: g.imageUrl,
      quantity: r.quantity,
      points: r.points.toString(),
      address: r.address,
      status: r.status,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
    })),
  };
}

/** ODSFE2_MemTransDet: every movement of the player's points, read from the ledger itself. */
export async function pointDetails(
  db: Db,
  merchantId: number,
  memberId: number,
  q: { from?: Date | undefined; to?: Date | undefined; page: number; size: number },
) {
  const where = and(
    eq(ledgerAccounts.merchantId, merchantId),
    eq(ledgerAccounts.memberId, memberId),
    eq(ledgerAccounts.kind, POINT_KINDS.points),
    q.from ? gte(ledgerTransactions.createdAt, q.from) : undefined,
    q.to ? lt(ledgerTransactions.createdAt, q.to) : undefined,
  );
  const base = () =>
    db
      .select({
        transactionId: ledgerPostings.transactionId,
        type: ledgerTransactions.type,
        amount: ledgerPostings.amount,
        balanceAfter: ledgerPostings.balanceAfter,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId));
  const [total] = await db
    .select({ n: count() })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(desc(ledgerPostings.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return {
    total: total?.n ?? 0,
    list: rows.map((r) => ({
      transactionId: r.transactionId,
      type: POINT_TYPES[r.type as keyof typeof POINT_TYPES] ?? r.type,
      changedPoints: r.amount.toString(),
      balanceAfter: r.balanceAfter.toString(),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
