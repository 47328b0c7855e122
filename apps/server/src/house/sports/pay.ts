import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { creditBet, type HouseDeps, voidBet } from '../instant.ts';
import { sportsBets } from '../store/sports.ts';
import { houseBets, houseSessions } from '../store/tables.ts';

const BATCH = 500;
const DECIDED = ['WON', 'LOST', 'PUSH', 'VOID'] as const;

/** Real-money bets of the event that have an outcome but whose money has not moved yet. */
const unpaid = (eventId: number) =>
  and(
    eq(sportsBets.eventId, eventId),
    inArray(sportsBets.status, [...DECIDED]),
    eq(houseBets.status, 'PLACED'),
    eq(houseBets.mode, 'REAL'),
  );

/**
 * Moves the money of an event's decided bets through the provider API: a credit of the payout
 * (0 for a loss, which closes the round at the platform) or, for a void, a rollback of the debit.
 * Each bet is its own round with its own transaction ids, so a call repeated after a lost answer
 * is answered from the platform's record instead of paying twice; a bet that fails stays PLACED
 * for the next run. One bet failing never stops the others.
 */
export async function payEvent(h: HouseDeps, eventId: number) {
  let after = 0;
  for (;;) {
    const rows = await h.db
      .select({ id: sportsBets.id, money: houseBets, status: sportsBets.status, currency: houseSessions.currency })
      .from(sportsBets)
      .innerJoin(houseBets, eq(houseBets.id, sportsBets.houseBetId))
      .innerJoin(houseSessions, eq(houseSessions.id, houseBets.sessionId))
      .where(and(unpaid(eventId), gt(sportsBets.id, after)))
      .orderBy(asc(sportsBets.id))
      .limit(BATCH);
    for (const r of rows) {
      try {
        if (r.status === 'VOID') await voidBet(h, r.money.id, r.money.roundId, true);
        else if (r.money.payout !== null)
          await creditBet(h, {
            betId: r.money.id,
            roundId: r.money.roundId,
            payout: r.money.payout,
            currency: r.currency,
          });
      } catch {
        // The wallet failed this one; it stays PLACED and the next run retries it.
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  const [left] = await h.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sportsBets)
    .innerJoin(houseBets, eq(houseBets.id, sportsBets.houseBetId))
    .where(unpaid(eventId));
  return { unpaid: left?.n ?? 0 };
}

/** How long a decided bet is left to the settlement that decided it before the job steps in. */
const STALE_MS = 60_000;

/**
 * The job's pass: events with decided bets still unpaid, typically because the wallet did not
 * answer while the trader settled. Credits would also be found by the house-wide recovery job;
 * rollbacks of void bets are only found here.
 */
export async function recoverSportsBets(h: HouseDeps, now = new Date()) {
  const events = await h.db
    .selectDistinct({ eventId: sportsBets.eventId })
    .from(sportsBets)
    .innerJoin(houseBets, eq(houseBets.id, sportsBets.houseBetId))
    .where(
      and(
        inArray(sportsBets.status, [...DECIDED]),
        eq(houseBets.status, 'PLACED'),
        eq(houseBets.mode, 'REAL'),
        lt(sportsBets.settledAt, new Date(now.getTime() - STALE_MS)),
      ),
    )
    .limit(20);
  let unpaidLeft = 0;
  for (const e of events) unpaidLeft += (await payEvent(h, e.eventId)).unpaid;
  return { events: events.length, unpaid: unpaidLeft };
}
