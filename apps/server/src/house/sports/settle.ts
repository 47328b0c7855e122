import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { HouseDeps } from '../instant.ts';
import { sportsBets, sportsEvents, sportsMarkets, sportsSelections } from '../store/sports.ts';
import { eventView } from './catalog.ts';
import { payEvent } from './pay.ts';
import { type MarketType, type Scores, type SelectionCode, selectionResult } from './rules.ts';

/**
 * Results and cancellations. Deciding is one transaction under the event's row lock: the event
 * turns FINISHED (or CANCELLED) exactly once, and with it every open bet gets its outcome and
 * payout. Paying follows outside it (pay.ts) and can be repeated until every bet is paid: entering
 * the same result again, or the recovery job, only finishes what is left.
 */

async function lockEvent(tx: Db, eventId: number) {
  const [e] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, eventId)).for('update');
  if (!e) throw new AppError('house.sports.not.found', 'No such event');
  return e;
}

/**
 * A result is a fact about a match that has been played: before the kick-off the book still takes
 * bets, and a "result" entered then would decide bets on a game nobody has seen. Refused, it
 * leaves the event as it was; a match called off is cancelled instead. A match that kicked off
 * before its listed time is marked LIVE by the trader (which closes its betting), and is settled
 * from then on.
 */
function checkStarted(e: typeof sportsEvents.$inferSelect, now: Date) {
  if (e.startsAt > now && e.status !== 'LIVE')
    throw new AppError('house.event.not.started', 'This event has not started yet', {
      startsAt: e.startsAt.toISOString(),
    });
}

export async function enterResult(h: HouseDeps, eventId: number, scores: Scores, now = new Date()) {
  await h.db.transaction(async (tx) => {
    const e = await lockEvent(tx as unknown as Db, eventId);
    if (e.status === 'FINISHED' && e.homeScore === scores.home && e.awayScore === scores.away) return;
    if (e.status === 'FINISHED' || e.status === 'CANCELLED')
      throw new AppError('house.event.settled', `This event is already ${e.status.toLowerCase()}`, {
        status: e.status,
        score: e.status === 'FINISHED' ? { home: e.homeScore, away: e.awayScore } : null,
      });
    checkStarted(e, now);
    await tx
      .update(sportsEvents)
      .set({ status: 'FINISHED', homeScore: scores.home, awayScore: scores.away, settledAt: new Date() })
      .where(eq(sportsEvents.id, eventId));
    const markets = await tx
      .select()
      .from(sportsMarkets)
      .where(and(eq(sportsMarkets.eventId, eventId), inArray(sportsMarkets.status, ['OPEN', 'SUSPENDED'])));
    const selections = markets.length
      ? await tx
          .select()
          .from(sportsSelections)
          .where(
            inArray(
              sportsSelections.marketId,
              markets.map((m) => m.id),
            ),
          )
      : [];
    for (const m of markets) {
      const own = selections.filter((s) => s.marketId === m.id);
      const offered = own.map((s) => s.code as SelectionCode);
      for (const s of own) {
        const result = selectionResult(m.type as MarketType, m.lineQ, s.code, offered, scores);
        await tx.update(sportsSelections).set({ result }).where(eq(sportsSelections.id, s.id));
      }
      await tx.update(sportsMarkets).set({ status: 'SETTLED' }).where(eq(sportsMarkets.id, m.id));
    }
    await decideBets(tx as unknown as Db, eventId);
  });
  return settlement(h, eventId);
}

/** A called-off event: every bet is void and its stake goes back. */
export async function cancelEvent(h: HouseDeps, eventId: number) {
  await h.db.transaction(async (tx) => {
    const e = await lockEvent(tx as unknown as Db, eventId);
    if (e.status === 'CANCELLED') return;
    if (e.status === 'FINISHED')
      throw new AppError('house.event.settled', 'This event already has a result', { status: e.status });
    await tx
      .update(sportsEvents)
      .set({ status: 'CANCELLED', settledAt: new Date() })
      .where(eq(sportsEvents.id, eventId));
    const markets = tx.select({ id: sportsMarkets.id }).from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId));
    await tx.update(sportsSelections).set({ result: 'VOID' }).where(inArray(sportsSelections.marketId, markets));
    await tx.update(sportsMarkets).set({ status: 'VOID' }).where(eq(sportsMarkets.eventId, eventId));
    await decideBets(tx as unknown as Db, eventId);
  });
  return settlement(h, eventId);
}

/**
 * Gives every open bet of the event its selection's result and prices it (house_bets.payout):
 * a win returns the potential return fixed at placement, a push the stake, a loss 0; a void is
 * refunded by rolling the debit back. A bet whose debit had not landed is refused (its placer or
 * the recovery job rolls that debit back). Demo bets are paid into their window here and now.
 * Set-based statements, so a big event settles in a handful of queries.
 */
async function decideBets(tx: Db, eventId: number) {
  await tx.execute(sql`
    update house_sports_bets set status = 'REFUSED', settled_at = now()
    from house_bets hb
    where hb.id = house_sports_bets.house_bet_id and house_sports_bets.event_id = ${eventId}
      and house_sports_bets.status = 'OPEN' and hb.status <> 'PLACED'`);
  await tx.execute(sql`
    update house_sports_bets set status = sel.result, settled_at = now()
    from house_sports_selections sel
    where sel.id = house_sports_bets.selection_id and house_sports_bets.event_id = ${eventId}
      and house_sports_bets.status = 'OPEN' and sel.result is not null`);
  await tx.execute(sql`
    update house_bets set payout = case sb.status
        when 'WON' then sb.potential_return when 'PUSH' then sb.stake else 0 end
    from house_sports_bets sb
    where sb.house_bet_id = house_bets.id and sb.event_id = ${eventId}
      and sb.status in ('WON', 'LOST', 'PUSH') and house_bets.status = 'PLACED' and house_bets.payout is null`);
  // The round record shows what decided it, as other house rounds show their draw.
  await tx.execute(sql`
    update house_rounds set outcome = jsonb_build_object(
        'eventId', ev.id, 'status', ev.status, 'home', ev.home_score, 'away', ev.away_score, 'result', sb.status)
    from house_sports_bets sb join house_sports_events ev on ev.id = sb.event_id
    where sb.round_id = house_rounds.id and sb.event_id = ${eventId}
      and sb.status in ('WON', 'LOST', 'PUSH', 'VOID') and house_rounds.outcome is null`);
  await tx.execute(sql`
    update house_sessions set demo_balance = house_sessions.demo_balance + t.total
    from (
      select hb.session_id, sum(case when sb.status = 'VOID' then hb.stake else hb.payout end) as total
      from house_bets hb join house_sports_bets sb on sb.house_bet_id = hb.id
      where sb.event_id = ${eventId} and hb.mode = 'FREE' and hb.status = 'PLACED'
        and sb.status in ('WON', 'LOST', 'PUSH', 'VOID')
      group by hb.session_id
    ) t
    where house_sessions.id = t.session_id`);
  await tx.execute(sql`
    update house_bets set status = case when sb.status = 'VOID' then 'VOID' else 'SETTLED' end, settled_at = now()
    from house_sports_bets sb
    where sb.house_bet_id = house_bets.id and sb.event_id = ${eventId}
      and house_bets.mode = 'FREE' and house_bets.status = 'PLACED' and sb.status in ('WON', 'LOST', 'PUSH', 'VOID')`);
  await tx.execute(sql`
    update house_rounds set status = case when sb.status = 'VOID' then 'VOID' else 'SETTLED' end, settled_at = now()
    from house_sports_bets sb
    where sb.round_id = house_rounds.id and sb.event_id = ${eventId} and sb.mode = 'FREE'
      and house_rounds.status = 'OPEN'`);
}

/** Pays what the decision left to pay, then tells the trader where the event stands. */
async function settlement(h: HouseDeps, eventId: number) {
  const payments = await payEvent(h, eventId);
  const counts = await h.db
    .select({ status: sportsBets.status, n: sql<number>`count(*)::int` })
    .from(sportsBets)
    .where(eq(sportsBets.eventId, eventId))
    .groupBy(sportsBets.status);
  return {
    event: await eventView(h.db, eventId),
    bets: Object.fromEntries(counts.map((c) => [c.status, c.n])),
    ...payments,
  };
}
