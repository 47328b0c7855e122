import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A merchant's point rules (modules/points). Points themselves live in the ledger, in the
 * currency PTS; these rows only say how they are earned and what they convert to.
 */
export const pointConfigs = pgTable('point_configs', {
  merchantId: integer('merchant_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  /** Every whole betUnit (minor units) of a settled bet's valid stake earns pointsPerUnit. */
  betUnit: bigint('bet_unit', { mode: 'bigint' }).notNull(),
  pointsPerUnit: bigint('points_per_unit', { mode: 'bigint' }).notNull(),
  /** convertPoints points become convertAmount minor units of the main wallet. */
  convertPoints: bigint('convert_points', { mode: 'bigint' }).notNull(),
  convertAmount: bigint('convert_amount', { mode: 'bigint' }).notNull(),
  minConvert: bigint('min_convert', { mode: 'bigint' }).notNull(),
  /** Bets settled before this earn nothing: switching points on is not a retroactive gift. */
  earnSince: timestamp('earn_since', { withTimezone: true }).notNull().defaultNow(),
  /**
   * How far the earning sweep has read: bets settled before it (less a margin for settlements
   * that commit late) were all credited, so the next sweep starts there, not a week back.
   */
  sweptUntil: timestamp('swept_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Goods of the mall. Stock is decremented in the redeeming transaction; the CHECK is the last word. */
export const pointGoods = pgTable(
  'point_goods',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
    imageUrl: text('image_url').notNull(),
    price: bigint('price', { mode: 'bigint' }).notNull(),
    stock: integer('stock').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_goods_merchant').on(t.merchantId, t.sort),
    check('point_goods_stock', sql`${t.stock} >= 0`),
    check('point_goods_price', sql`${t.price} > 0`),
  ],
);

/** A player's redemption: its points are held at once, an operator approves or rejects it. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointGoods.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: ['IN_PROCESS', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('IN_PROCESS'),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).notNull(),
    decideTransactionId: bigint('decide_transaction_id', { mode: 'number' }),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_redemptions_member').on(t.merchantId, t.memberId, t.createdAt),
    index('point_redemptions_status').on(t.merchantId, t.status, t.id),
  ],
);

/**
 * One row per bet whose points were credited (zero points included), written in the crediting
 * transaction: its primary key is what makes every settled bet credit exactly once, however
 * many processes sweep at the same time.
 */
export const pointEarnings = pgTable(
  'point_earnings',
  {
    betId: bigint('bet_id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    validStake: bigint('valid_stake', { mode: 'bigint' }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_earnings_member').on(t.merchantId, t.memberId)],
);
