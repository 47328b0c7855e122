import { and, desc, eq, sql } from 'drizzle-orm';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { members, pointGoods, pointRedemptions } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { goodsView } from './reads.ts';

type GoodsFields = {
  names: Partial<Record<'KM' | 'EN' | 'CN', string>>;
  descriptions: Partial<Record<'KM' | 'EN' | 'CN', string>>;
  imageUrl: string;
  price: bigint;
  stock: number;
  active: boolean;
  sort: number;
};

const auditGoods = (db: Db, merchantId: number, operatorId: number, action: string, details: Record<string, unknown>) =>
  audit(db, { merchantId, actor: operatorActor(operatorId), action, details });

/** Every goods of the merchant, hidden ones included, for the back office. */
export async function allGoods(db: Db, merchantId: number) {
  const rows = await db
    .select()
    .from(pointGoods)
    .where(eq(pointGoods.merchantId, merchantId))
    .orderBy(pointGoods.sort, pointGoods.id);
  return rows.map((g) => ({ ...goodsView(g), active: g.active, sort: g.sort }));
}

export async function createGoods(db: Db, merchantId: number, operatorId: number, f: GoodsFields) {
  if (!f.names.EN && !f.names.KM) throw new AppError('request.param.err', 'Name the goods in KM or EN');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pointGoods)
      .values({ merchantId, ...f, names: f.names as Record<string, string> })
      .returning();
    const g = row as typeof pointGoods.$inferSelect;
    await audit(tx, {
      merchantId,
      actor: operatorActor(operatorId),
      action: 'points.goods.create',
      details: { goodsId: g.id, price: g.price.toString(), stock: g.stock },
    });
    return { ...goodsView(g), active: g.active, sort: g.sort };
  });
}

/** Changes goods; the stock moves by a delta in one statement and never below zero. */
export async function updateGoods(
  db: Db,
  merchantId: number,
  operatorId: number,
  id: number,
  f: Partial<Omit<GoodsFields, 'stock'>> & { addStock?: number | undefined },
) {
  const { addStock, ...rest } = f;
  const [current] = await db
    .select({ stock: pointGoods.stock })
    .from(pointGoods)
    .where(and(eq(pointGoods.id, id), eq(pointGoods.merchantId, merchantId)));
  if (!current) throw new AppError('points.goods.not.found', 'No such goods');
  const [row] = await db
    .update(pointGoods)
    .set({
      ...rest,
      ...(rest.names ? { names: rest.names as Record<string, string> } : {}),
      ...(rest.descriptions ? { descriptions: rest.descriptions as Record<string, string> } : {}),
      ...(addStock ? { stock: sql`${pointGoods.stock} + ${addStock}` } : {}),
    })
    .where(
      and(
        eq(pointGoods.id, id),
        eq(pointGoods.merchantId, merchantId),
        addStock && addStock < 0 ? sql`${pointGoods.stock} >= ${-addStock}` : undefined,
      ),
    )
    .returning();
  if (!row) throw new AppError('points.stock.not.enough', 'The stock cannot go below zero');
  await auditGoods(db, merchantId, operatorId, 'points.goods.update', {
    goodsId: id,
    ...rest,
    price: rest.price?.toString(),
    addStock,
  });
  return { ...goodsView(row), active: row.active, sort: row.sort };
}

/** Redemptions for the back office, with the player's account. */
export async function redemptionsForReview(
  db: Db,
  merchantId: number,
  q: { status?: 'IN_PROCESS' | 'APPROVED' | 'REJECTED' | undefined; page: number; size: number },
) {
  const rows = await db
    .select({ r: pointRedemptions, account: members.account })
    .from(pointRedemptions)
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .where(
      and(eq(pointRedemptions.merchantId, merchantId), q.status ? eq(pointRedemptions.status, q.status) : undefined),
    )
    .orderBy(desc(pointRedemptions.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return rows.map(({ r, account }) => ({
    id: r.id,
    account,
    goodsId: r.goodsId,
    quantity: r.quantity,
    points: r.points.toString(),
    address: r.address,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  }));
}
