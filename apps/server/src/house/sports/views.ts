import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import type { HouseSession } from '../sessions.ts';
import { sportsBets, sportsEvents, sportsMarkets, sportsSelections } from '../store/sports.ts';
import { houseBets } from '../store/tables.ts';
import { formatLine, formatOdds } from './rules.ts';

type Event = typeof sportsEvents.$inferSelect;
type Market = typeof sportsMarkets.$inferSelect;
type Selection = typeof sportsSelections.$inferSelect;

/** Which catalogue game shows which events. */
export const GAME_CATEGORY: Record<string, 'SPORTS' | 'ESPORTS'> = { sportsbook: 'SPORTS', esportsbook: 'ESPORTS' };

/** Bets are taken before kick-off only, while neither the event nor the market is held. */
export const eventOpen = (e: Event, now: Date) => e.status === 'SCHEDULED' && e.startsAt > now;
export const marketOpen = (e: Event, m: Market, now: Date) => eventOpen(e, now) && m.status === 'OPEN';

/**
 * A window is offered its own brand's events only: the stakes go to its brand's house account and
 * the wins come out of it, so the book must be one its brand's operators price and settle.
 */
export const offeredTo = (e: Pick<Event, 'ownerMerchantId'>, s: Pick<HouseSession, 'merchantId'>) =>
  s.merchantId !== null && e.ownerMerchantId === s.merchantId;

export const lineText = (m: Pick<Market, 'type' | 'lineQ'>) =>
  m.lineQ === null ? null : formatLine(m.lineQ, m.type === 'HANDICAP');

const selectionView = (s: Selection) => ({
  id: s.id,
  code: s.code,
  odds: s.odds,
  oddsText: formatOdds(s.odds),
  version: s.version,
  result: s.result,
});

/** Events with their markets and prices, in one query per level. */
export async function eventViews(db: Db, events: Event[], now = new Date()) {
  if (events.length === 0) return [];
  const markets = await db
    .select()
    .from(sportsMarkets)
    .where(
      inArray(
        sportsMarkets.eventId,
        events.map((e) => e.id),
      ),
    )
    .orderBy(asc(sportsMarkets.sort), asc(sportsMarkets.id));
  const selections = markets.length
    ? await db
        .select()
        .from(sportsSelections)
        .where(
          inArray(
            sportsSelections.marketId,
            markets.map((m) => m.id),
          ),
        )
        .orderBy(asc(sportsSelections.id))
    : [];
  return events.map((e) => ({
    id: e.id,
    category: e.category,
    sport: e.sport,
    league: e.league,
    home: e.home,
    away: e.away,
    startsAt: e.startsAt.toISOString(),
    status: e.status,
    open: eventOpen(e, now),
    score: e.homeScore === null || e.awayScore === null ? null : { home: e.homeScore, away: e.awayScore },
    markets: markets
      .filter((m) => m.eventId === e.id)
      .map((m) => ({
        id: m.id,
        type: m.type,
        line: lineText(m),
        status: m.status,
        open: marketOpen(e, m, now),
        minStake: m.minStake.toString(),
        maxStake: m.maxStake.toString(),
        selections: selections.filter((s) => s.marketId === m.id).map(selectionView),
      })),
  }));
}

/** How long an unsettled event stays on the players' list after its start. */
const SHOWN_AFTER_START_MS = 12 * 3_600_000;

/** The board a window sees: its brand's coming and running events of one category, soonest first. */
export async function boardOf(
  db: Db,
  s: Pick<HouseSession, 'merchantId'>,
  category: 'SPORTS' | 'ESPORTS',
  now = new Date(),
) {
  if (s.merchantId === null) return [];
  const events = await db
    .select()
    .from(sportsEvents)
    .where(
      and(
        eq(sportsEvents.ownerMerchantId, s.merchantId),
        eq(sportsEvents.category, category),
        inArray(sportsEvents.status, ['SCHEDULED', 'LIVE', 'SUSPENDED']),
        gt(sportsEvents.startsAt, new Date(now.getTime() - SHOWN_AFTER_START_MS)),
      ),
    )
    .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id))
    .limit(200);
  return eventViews(db, events, now);
}

type BetRow = {
  bet: typeof sportsBets.$inferSelect;
  money: typeof houseBets.$inferSelect;
  event: Event;
  market: Market;
  selection: Selection;
  /** A 1X2 market without a draw: shown as "match winner". */
  twoWay: boolean;
};

/**
 * A bet as its player sees it. Until the event is settled, the money side tells more: a stake
 * still on its way to the wallet is PENDING, one the wallet never took is REFUSED.
 */
export function betView(r: BetRow) {
  const moneyFailed = r.money.status === 'VOID' && r.bet.status === 'OPEN';
  const status = moneyFailed ? 'REFUSED' : r.money.status === 'PENDING' ? 'PENDING' : r.bet.status;
  const paid = r.money.status === 'SETTLED' ? r.money.payout : r.money.status === 'VOID' ? r.bet.stake : null;
  return {
    id: r.bet.id,
    roundId: r.bet.roundId,
    status,
    stake: r.bet.stake.toString(),
    odds: r.bet.odds,
    oddsText: formatOdds(r.bet.odds),
    potentialReturn: r.bet.potentialReturn.toString(),
    /** What came back (win, push or refund) once the money has moved; null while open. */
    paid: r.bet.status === 'OPEN' ? null : (paid?.toString() ?? null),
    placedAt: r.bet.createdAt.toISOString(),
    settledAt: r.bet.settledAt?.toISOString() ?? null,
    event: {
      id: r.event.id,
      sport: r.event.sport,
      league: r.event.league,
      home: r.event.home,
      away: r.event.away,
      startsAt: r.event.startsAt.toISOString(),
      status: r.event.status,
      score: r.event.homeScore === null ? null : { home: r.event.homeScore, away: r.event.awayScore },
    },
    market: { id: r.market.id, type: r.market.type, line: lineText(r.market), twoWay: r.twoWay },
    selection: { id: r.selection.id, code: r.selection.code },
  };
}

const betQuery = (db: Db) =>
  db
    .select({
      bet: sportsBets,
      money: houseBets,
      event: sportsEvents,
      market: sportsMarkets,
      selection: sportsSelections,
      twoWay: sql<boolean>`not exists (select 1 from house_sports_selections d
        where d.market_id = ${sportsMarkets.id} and d.code = 'DRAW')`,
    })
    .from(sportsBets)
    .innerJoin(houseBets, eq(houseBets.id, sportsBets.houseBetId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBets.eventId))
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBets.marketId))
    .innerJoin(sportsSelections, eq(sportsSelections.id, sportsBets.selectionId));

/** The window's player's last bets of its game in this mode (real or demo), newest first, without refusals. */
export async function betsOfPlayer(db: Db, s: HouseSession, limit = 50) {
  const rows = await betQuery(db)
    .where(
      and(
        eq(sportsBets.playerId, s.playerId),
        eq(sportsBets.mode, s.mode),
        eq(sportsEvents.category, GAME_CATEGORY[s.gameCode] ?? 'SPORTS'),
      ),
    )
    .orderBy(desc(sportsBets.id))
    .limit(limit);
  return rows.map(betView).filter((b) => b.status !== 'REFUSED');
}

export async function betById(db: Db, id: number) {
  const [row] = await betQuery(db).where(eq(sportsBets.id, id));
  return row ? betView(row) : null;
}
