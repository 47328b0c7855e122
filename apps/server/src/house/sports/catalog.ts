import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { sportsEvents, sportsMarkets, sportsSelections } from '../store/sports.ts';
import { checkMarket, checkOdds, type MarketInput, type SelectionCode } from './rules.ts';
import { eventViews } from './views.ts';

/** The trader's side of the book: events, markets, prices and what is open for betting. */

export type EventInput = {
  /** The brand whose operators trade it and whose players alone are offered it. */
  ownerMerchantId: number;
  category: 'SPORTS' | 'ESPORTS';
  sport: string;
  league: string;
  home: string;
  away: string;
  startsAt: Date;
  markets: (MarketInput & { minStake?: bigint | undefined; maxStake?: bigint | undefined })[];
};

/** Stake limits of a market the trader did not set: 1.00 to 5,000.00. */
export const DEFAULT_LIMITS = { min: 100n, max: 500_000n };

const notFound = (what: string) => new AppError('house.sports.not.found', `No such ${what}`);
const final = (status: string) => status === 'FINISHED' || status === 'CANCELLED';

export async function createEvent(db: Db, input: EventInput) {
  if (input.markets.length === 0) throw new AppError('house.sports.invalid', 'An event needs a market');
  const checked = input.markets.map((m) => {
    const min = m.minStake ?? DEFAULT_LIMITS.min;
    const max = m.maxStake ?? DEFAULT_LIMITS.max;
    if (min <= 0n || max < min) throw new AppError('house.sports.invalid', 'Stake limits must be 0 < min ≤ max');
    return { ...m, min, max, ...checkMarket(m) };
  });
  const event = await db.transaction(async (tx) => {
    const [e] = await tx
      .insert(sportsEvents)
      .values({
        category: input.category,
        sport: input.sport,
        league: input.league,
        home: input.home,
        away: input.away,
        startsAt: input.startsAt,
        ownerMerchantId: input.ownerMerchantId,
      })
      .returning();
    if (!e) throw new Error('event not created');
    for (const [sort, m] of checked.entries()) {
      const [market] = await tx
        .insert(sportsMarkets)
        .values({ eventId: e.id, type: m.type, lineQ: m.lineQ, minStake: m.min, maxStake: m.max, sort })
        .returning({ id: sportsMarkets.id });
      await tx
        .insert(sportsSelections)
        .values(m.selections.map((s) => ({ marketId: market?.id ?? 0, code: s.code, odds: s.odds })));
    }
    return e;
  });
  return (await eventViews(db, [event]))[0];
}

/** The market with its event, locked against bets being taken on it while it changes. */
async function lockedMarket(tx: Db, marketId: number) {
  const [row] = await tx
    .select({ market: sportsMarkets, event: sportsEvents })
    .from(sportsMarkets)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(eq(sportsMarkets.id, marketId))
    .for('update');
  if (!row) throw notFound('market');
  if (final(row.event.status) || row.market.status === 'SETTLED' || row.market.status === 'VOID')
    throw new AppError('house.event.settled', 'This market is already settled');
  return row;
}

/** New prices; every selection whose odds change gets a new version, so open slips notice. */
export async function updateOdds(db: Db, marketId: number, odds: Partial<Record<SelectionCode, number>>) {
  const entries = Object.entries(odds) as [SelectionCode, number][];
  if (entries.length === 0) throw new AppError('house.sports.invalid', 'No odds given');
  for (const [, o] of entries) checkOdds(o);
  const eventId = await db.transaction(async (tx) => {
    const { event } = await lockedMarket(tx as unknown as Db, marketId);
    const current = await tx.select().from(sportsSelections).where(eq(sportsSelections.marketId, marketId));
    for (const [code, o] of entries) {
      const sel = current.find((s) => s.code === code);
      if (!sel) throw new AppError('house.sports.invalid', `This market has no ${code}`, { code });
      if (sel.odds === o) continue;
      await tx
        .update(sportsSelections)
        .set({ odds: o, version: sql`${sportsSelections.version} + 1`, updatedAt: new Date() })
        .where(eq(sportsSelections.id, sel.id));
    }
    return event.id;
  });
  return eventView(db, eventId);
}

export async function setMarketStatus(db: Db, marketId: number, status: 'OPEN' | 'SUSPENDED') {
  const eventId = await db.transaction(async (tx) => {
    const { event } = await lockedMarket(tx as unknown as Db, marketId);
    await tx.update(sportsMarkets).set({ status }).where(eq(sportsMarkets.id, marketId));
    return event.id;
  });
  return eventView(db, eventId);
}

/** SCHEDULED takes bets until the start; LIVE (under way) and SUSPENDED take none. */
export async function setEventStatus(db: Db, eventId: number, status: 'SCHEDULED' | 'LIVE' | 'SUSPENDED') {
  const [changed] = await db
    .update(sportsEvents)
    .set({ status })
    .where(and(eq(sportsEvents.id, eventId), inArray(sportsEvents.status, ['SCHEDULED', 'LIVE', 'SUSPENDED'])))
    .returning({ id: sportsEvents.id });
  if (!changed) {
    await eventView(db, eventId);
    throw new AppError('house.event.settled', 'This event is already settled');
  }
  return eventView(db, eventId);
}

export async function eventView(db: Db, eventId: number) {
  const [e] = await db.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
  if (!e) throw notFound('event');
  return (await eventViews(db, [e]))[0];
}
