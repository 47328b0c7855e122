import type { PromotionKind } from '@mekong/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { promotions } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import { type KindRules, parseRules, windowState } from './rules.ts';
import { cleanHtml } from './sanitize.ts';

export type Promotion = typeof promotions.$inferSelect;
export type NewPromotion = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt'>;

/** Closed promotions stay in the hall this long, marked closed. */
const SHOWN_AFTER_END_MS = 30 * 86_400_000;

/** Writes a promotion after checking its rules against its kind and cleaning its HTML. */
export async function createPromotion(db: Db | Tx, p: NewPromotion) {
  parseRules(p.kind, p.rules ?? {});
  if (p.endsAt <= p.startsAt) throw new AppError('request.param.err', 'A promotion must end after it starts');
  const bodies = { KM: cleanHtml(p.bodies.KM), EN: cleanHtml(p.bodies.EN), CN: cleanHtml(p.bodies.CN) };
  const [row] = await db
    .insert(promotions)
    .values({ ...p, bodies })
    .returning();
  return row as Promotion;
}

export function hallPromotions(db: Db, merchantId: number, now: Date) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.enabled, true),
        gt(promotions.endsAt, new Date(now.getTime() - SHOWN_AFTER_END_MS)),
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));
}

export async function findPromotion(db: Db | Tx, merchantId: number, id: number) {
  const [p] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId), eq(promotions.enabled, true)));
  if (!p) throw new AppError('promotion.not.found', 'No such promotion');
  return p;
}

/** A promotion of the kind that is open now, with its rules parsed; anything else is refused. */
export async function openPromotion<K extends PromotionKind>(
  db: Db | Tx,
  merchantId: number,
  id: number,
  kind: K,
  now: Date,
): Promise<Promotion & { parsed: KindRules<K> }> {
  const p = await findPromotion(db, merchantId, id);
  if (p.kind !== kind) throw new AppError('promotion.not.found', `Not a ${kind} promotion`);
  if (windowState(p, now) !== 'JOINABLE') throw new AppError('promotion.not.open', 'This promotion is not open');
  return { ...p, parsed: parseRules(kind, p.rules) };
}

/** The open promotions of a kind (the automatic kinds look them up by merchant). */
export async function promotionsOfKind(db: Db | Tx, merchantId: number, kind: PromotionKind) {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.kind, kind), eq(promotions.enabled, true)))
    .orderBy(asc(promotions.id));
}
