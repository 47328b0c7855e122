import { and, asc, eq, inArray, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { atRiskOf, creditBet, type HouseDeps, rollBackUnsure, voidBet } from './instant.ts';
import { houseBets, houseSessions } from './store/tables.ts';

/** How long a bet may sit between its money calls before the job takes it over. */
const STALE_MS = 60_000;

/**
 * Finishes what a crash or a lost answer left half done: a bet whose debit may not have landed is
 * rolled back (which also refuses that debit if it arrives late) and only then void, a debited bet
 * is credited its payout. Both calls are idempotent, so running this twice is harmless.
 */
export async function recoverHouseBets(h: HouseDeps, now = new Date()) {
  const before = new Date(now.getTime() - STALE_MS);
  const stale = await h.db
    .select({ bet: houseBets, currency: houseSessions.currency })
    .from(houseBets)
    .innerJoin(houseSessions, eq(houseSessions.id, houseBets.sessionId))
    .where(
      and(
        // A placed bet is due only once priced: unpriced ones (a sports bet waiting days for its
        // result) would otherwise fill every batch and starve the rest.
        or(eq(houseBets.status, 'PENDING'), and(eq(houseBets.status, 'PLACED'), isNotNull(houseBets.payout))),
        lt(houseBets.createdAt, before),
        eq(houseBets.mode, 'REAL'),
      ),
    )
    // A round's unsure debits are rolled back before its bets are paid, so that the last payment
    // can close the round: PENDING sorts before PLACED.
    .orderBy(houseBets.roundId, houseBets.playerId, asc(houseBets.status), houseBets.id)
    .limit(500);
  let credited = 0;
  let voided = 0;
  for (const { bet, currency } of stale) {
    if (bet.status === 'PENDING') {
      if (await voidBet(h, bet.id, bet.roundId, true)) voided++;
    } else if (bet.status === 'PLACED' && bet.payout !== null) {
      // A priced bet's round was drawn, so the player's stakes there still unsure (younger than a
      // minute) can no longer join it: they go home before a payment may close the round.
      await rollBackUnsure(h, bet.roundId, bet.playerId);
      const paid = await creditBet(h, {
        betId: bet.id,
        roundId: bet.roundId,
        payout: bet.payout,
        currency,
        roundClosed: !(await otherBetsOpen(h.db, bet)),
        validStake: atRiskOf(bet.bet),
      });
      if (paid) credited++;
    }
  }
  return { credited, voided };
}

/**
 * Whether the player has another bet of this round still to pay or to cancel. The wallet keeps one
 * round per player, and the credit that closes it settles whatever of theirs is still open there:
 * only the last of their bets may close it. Asked of the database, not of the batch in hand,
 * which need not hold all of them (bets not yet stale, or past the batch's end); and as bets only
 * ever leave that state, a resent credit is sent as it was first sent.
 */
async function otherBetsOpen(db: Db, bet: { id: number; roundId: number; playerId: string }) {
  const [other] = await db
    .select({ id: houseBets.id })
    .from(houseBets)
    .where(
      and(
        eq(houseBets.roundId, bet.roundId),
        eq(houseBets.playerId, bet.playerId),
        eq(houseBets.mode, 'REAL'),
        ne(houseBets.id, bet.id),
        inArray(houseBets.status, ['PENDING', 'PLACED']),
      ),
    )
    .limit(1);
  return other !== undefined;
}
