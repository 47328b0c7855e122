import type { PromotionKind } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { createPromotion } from '../../src/modules/promotion/store.ts';
import type { Database } from '../../src/platform/db/index.ts';
import { merchants, missions } from '../../src/platform/db/schema.ts';
import { createMerchant } from './app.ts';
import { channels, fund, operatorToken, player } from './money.ts';
import { playedBet } from './rounds.ts';

const DAY = 86_400_000;
const texts = (s: string) => ({ KM: `${s} KM`, EN: `${s} EN`, CN: `${s} CN` });

/** A merchant of its own (USD, Phnom Penh time) with a finance operator signed in. */
export async function promoMerchant(app: App, database: Database) {
  const m = await createMerchant(database);
  await database.db.update(merchants).set({ currency: 'USD' }).where(eq(merchants.id, m.id));
  const op = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id)).token };
  const ch = await channels(app, m.id);
  return {
    ...m,
    op,
    ch,
    merchant: { id: m.id, currency: 'USD', timezone: 'Asia/Phnom_Penh' },
    player: () => player(app, m.headers, m.id),
    fund: (auth: Record<string, string>, amount: string) => fund(app, auth, op, ch.bank.id, amount),
  };
}
export type PromoMerchant = Awaited<ReturnType<typeof promoMerchant>>;

/** A promotion of the kind; open now unless the window says otherwise (days from now). */
export function promotion(
  database: Database,
  merchantId: number,
  kind: PromotionKind,
  over: { rules?: Record<string, unknown>; from?: number; to?: number; turnoverMultiple?: number; body?: string } = {},
) {
  const now = Date.now();
  return createPromotion(database.db, {
    merchantId,
    category: 'NEW',
    kind,
    titles: texts(`${kind} promo`),
    bodies: { ...texts('body'), EN: over.body ?? '<p>Body</p>' },
    image: '/promotions/welcome.svg',
    startsAt: new Date(now + (over.from ?? -1) * DAY),
    endsAt: new Date(now + (over.to ?? 30) * DAY),
    rules: over.rules ?? {},
    turnoverMultiple: over.turnoverMultiple ?? 1,
  });
}

export async function mission(
  database: Database,
  merchantId: number,
  m: { metric: 'VALID_BET' | 'DEPOSIT' | 'LOTTERY_BETS'; target: bigint; reward: bigint; points: number },
) {
  const [row] = await database.db
    .insert(missions)
    .values({ merchantId, titles: texts('mission'), turnoverMultiple: 2, ...m })
    .returning();
  return row as typeof missions.$inferSelect;
}

/** A real house-vendor bet, settled: the member's valid bet grows by the stake. */
export async function settledBet(database: Database, merchantId: number, memberId: number, stake: bigint, payout = 0n) {
  const merchant = { id: merchantId, currency: 'USD', walletMode: 'single' as const };
  await playedBet(database.db, merchant, memberId, { stake, payout });
}

/** A 1x1 PNG's bytes (signature onward) in base64; the server checks only real bytes. */
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
