import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { type HouseDeps, voidBet } from '../instant.ts';
import { sportsBets, sportsEvents } from '../store/sports.ts';
import { houseBets } from '../store/tables.ts';

/** Not under way: taking bets, or held by the trader, before kick-off. */
const NOT_STARTED = ['SCHEDULED', 'SUSPENDED'] as const;

/** Events before kick-off on which the player has open real-money bets. */
async function upcomingEventsOf(db: Db, playerId: string) {
  const rows = await db
    .selectDistinct({ eventId: sportsBets.eventId })
    .from(sportsBets)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBets.eventId))
    .where(
      and(
        eq(sportsBets.playerId, playerId),
        eq(sportsBets.status, 'OPEN'),
        eq(sportsBets.mode, 'REAL'),
        inArray(sportsEvents.status, [...NOT_STARTED]),
        gt(sportsEvents.startsAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.eventId);
}

/**
 * Decides the player's open bets on one event VOID, if it has not started. Settlement decides an
 * event's bets under its row lock (settle.ts) and a status change updates that row, so holding it
 * shared makes this exclusive with both: either the event is still before kick-off and these bets
 * are void before anything else decides them, or they are left to the event. A bet whose debit is
 * still travelling is voided too: its placer then finds it no longer OPEN and rolls it back.
 */
async function voidOnEvent(db: Db, eventId: number, playerId: string) {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: sportsEvents.id })
      .from(sportsEvents)
      .where(
        and(
          eq(sportsEvents.id, eventId),
          inArray(sportsEvents.status, [...NOT_STARTED]),
          gt(sportsEvents.startsAt, sql`now()`),
        ),
      )
      .for('share');
    if (!event) return [];
    const voided = await tx
      .update(sportsBets)
      .set({ status: 'VOID', settledAt: new Date() })
      .where(
        and(
          eq(sportsBets.eventId, eventId),
          eq(sportsBets.playerId, playerId),
          eq(sportsBets.status, 'OPEN'),
          eq(sportsBets.mode, 'REAL'),
          // Money not already sent back (a refused or rolled-back stake is VOID there).
          sql`exists (select 1 from house_bets hb where hb.id = ${sportsBets.houseBetId}
            and hb.status in ('PENDING', 'PLACED'))`,
        ),
      )
      .returning({ houseBetId: sportsBets.houseBetId, roundId: sportsBets.roundId });
    // The round record says what decided it, as settlement writes it for a called-off event.
    if (voided.length > 0)
      await tx.execute(sql`update house_rounds set outcome = jsonb_build_object(
          'eventId', ${eventId}::int, 'result', 'VOID', 'reason', 'PLAYER_BREAK')
        where id in (${sql.join(
          voided.map((v) => sql`${v.roundId}`),
          sql`, `,
        )}) and outcome is null`);
    return voided;
  });
}

/**
 * Voids a player's open real-money bets on events that have not kicked off (a player starting a
 * break from play) and gives the stakes back by rolling each debit back through the provider
 * wallet, as a called-off event does. A rollback that does not get through leaves the bet VOID and
 * its money PLACED, which the sportsbook's recovery job rolls back later (pay.ts); a second run
 * finds nothing OPEN and changes nothing. Answers how many bets it voided and how many stakes are
 * already back.
 */
export async function voidUpcomingSportsBets(h: HouseDeps, playerId: string) {
  let voided = 0;
  let refunded = 0;
  for (const eventId of await upcomingEventsOf(h.db, playerId)) {
    for (const bet of await voidOnEvent(h.db, eventId, playerId)) {
      voided++;
      try {
        await voidBet(h, bet.houseBetId, bet.roundId, true);
        const [money] = await h.db
          .select({ status: houseBets.status })
          .from(houseBets)
          .where(eq(houseBets.id, bet.houseBetId));
        if (money?.status === 'VOID') refunded++;
      } catch {
        // The wallet did not answer: the recovery job rolls it back (see above).
      }
    }
  }
  return { voided, refunded };
}
