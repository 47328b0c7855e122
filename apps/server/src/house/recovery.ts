import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { atRiskOf, creditBet, type HouseDeps, voidBet } from './instant.ts';
import { houseBets, houseSessions } from './store/tables.ts';

/** How long a bet may sit between its money calls before the job takes it over. */
const STALE_MS = 60_000;

/**
 * Finishes what a crash or a lost answer left half done: a bet whose debit may not have landed is
 * rolled back (which also refuses that debit if it arrives late), a debited bet is credited its
 * payout. Both calls are idempotent, so running this twice is harmless.
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
    .orderBy(houseBets.roundId, houseBets.sessionId, houseBets.id)
    .limit(500);
  let credited = 0;
  let voided = 0;
  for (const [i, { bet, currency }] of stale.entries()) {
    // Only a player's last bet of a round closes it at the platform.
    const next = stale[i + 1]?.bet;
    const roundClosed = !(next && next.roundId === bet.roundId && next.sessionId === bet.sessionId);
    if (bet.status === 'PENDING') {
      await voidBet(h, bet.id, bet.roundId, true);
      voided++;
    } else if (bet.status === 'PLACED' && bet.payout !== null) {
      const validStake = atRiskOf(bet.bet);
      if (
        await creditBet(h, {
          betId: bet.id,
          roundId: bet.roundId,
          payout: bet.payout,
          currency,
          roundClosed,
          validStake,
        })
      )
        credited++;
    }
  }
  return { credited, voided };
}
