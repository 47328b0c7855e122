import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { type HouseDeps, txIds, voidBet } from '../instant.ts';
import { payRound } from '../live/service.ts';
import { housePvpSeats } from '../store/pvp.ts';
import { houseBets, houseRounds, houseSessions } from '../store/tables.ts';
import { advancePvpTable } from './clock.ts';
import { announce } from './events.ts';
import { betInfo, type Hand, lockTable } from './hands.ts';
import { BULL_GAME, type PvpTableDef } from './tables.ts';

/**
 * Brings a table up to date: each clock step, then its money (debits of a hand that just started,
 * credits of one that was settled), then tells the table's watchers. Returns whether anything moved.
 */
export async function refreshPvpTable(h: HouseDeps, t: PvpTableDef, now = new Date()) {
  let moved = false;
  // A start may be settled straight away (stakes refused): a few steps cover every case.
  for (let step = 0; step < 4; step++) {
    const { started, settled } = await advancePvpTable(h.db, t, now);
    if (!started && !settled) break;
    moved = true;
    if (started) await debitReserves(h, t, started);
    if (settled) await payRound(h, settled);
  }
  if (moved) announce(t.id);
  return moved;
}

/**
 * Debits each player's reserve for the hand through the wallet. A refused debit voids that stake
 * and stands the player up; a debit that landed after the hand was settled is rolled back. A stake
 * whose rollback did not get through stays PENDING, outside the hand, until `payRound` or the
 * recovery job rolls it back: it is never closed here while its debit may have landed.
 */
async function debitReserves(h: HouseDeps, t: PvpTableDef, hand: Hand) {
  const pending = await h.db
    .select({ bet: houseBets, session: houseSessions })
    .from(houseBets)
    .innerJoin(houseSessions, eq(houseSessions.id, houseBets.sessionId))
    .where(and(eq(houseBets.roundId, hand.id), eq(houseBets.status, 'PENDING')));
  for (const { bet, session } of pending) {
    const ids = txIds(bet.id, hand.id);
    let answer: Awaited<ReturnType<HouseDeps['wallet']['debit']>>;
    try {
      answer = await h.wallet.debit({
        token: session.vendorToken ?? '',
        transactionId: ids.debit,
        roundId: ids.round,
        gameCode: BULL_GAME,
        amount: bet.stake,
        currency: session.currency,
        detail: { table: t.id, hand: hand.seq, seat: betInfo(bet).seat, reserve: bet.stake.toString() },
      });
    } catch {
      await voidBet(h, bet.id, hand.id, true).catch(() => {});
      continue;
    }
    if (answer.status !== 'OK') {
      await h.db.update(houseBets).set({ status: 'VOID', settledAt: new Date() }).where(eq(houseBets.id, bet.id));
      // BET_ROLLED_BACK: the hand ended before the answer came, which is no fault of the player's.
      if (answer.status !== 'BET_ROLLED_BACK')
        await h.db
          .delete(housePvpSeats)
          .where(and(eq(housePvpSeats.tableId, t.id), eq(housePvpSeats.playerId, bet.playerId)));
      continue;
    }
    if (!(await acceptReserve(h, t, hand.id, bet.id))) await voidBet(h, bet.id, hand.id, true).catch(() => {});
  }
}

/**
 * Takes a debited reserve into its hand, under the table's lock and only while the hand is being
 * played, so it is either in the hand that settles or outside it for good: accepted after the
 * settlement, it would be debited in a hand that never pays it.
 */
async function acceptReserve(h: HouseDeps, t: PvpTableDef, handId: number, betId: number) {
  return h.db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    await lockTable(d, t.id);
    const [open] = await d
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(and(eq(houseRounds.id, handId), eq(houseRounds.status, 'OPEN')));
    if (!open) return false;
    const [accepted] = await d
      .update(houseBets)
      .set({ status: 'PLACED' })
      .where(and(eq(houseBets.id, betId), eq(houseBets.status, 'PENDING')))
      .returning({ id: houseBets.id });
    return accepted !== undefined;
  });
}
