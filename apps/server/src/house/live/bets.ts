import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { type HouseDeps, txIds, voidBet } from '../instant.ts';
import { debitRefusal } from '../refusals.ts';
import type { HouseSession } from '../sessions.ts';
import { houseBets, houseRounds, houseSessions } from '../store/tables.ts';
import type { TableDef } from './games.ts';
import { latestRoundForBet } from './service.ts';

export type BetLine = { kind: string; selection?: number[] | undefined; stake: string };

/** Checks every line against the game's rules and the table's limits; any fault refuses them all. */
function checkLines(t: TableDef, lines: BetLine[]) {
  if (lines.length === 0) throw new AppError('house.bet.invalid', 'No bet');
  let total = 0n;
  for (const l of lines) {
    const fault = t.game.validateBet(l.kind, l.selection);
    if (fault) throw new AppError('house.bet.invalid', `${l.kind}: ${fault}`, { kind: l.kind, fault });
    const stake = BigInt(l.stake);
    if (stake < t.minStake || stake > t.maxStake)
      throw new AppError('house.bet.invalid', `Each stake must be between ${t.minStake} and ${t.maxStake}`, {
        min: t.minStake.toString(),
        max: t.maxStake.toString(),
      });
    total += stake;
  }
  return total;
}

/**
 * Places a player's bets on the table's open round. The stake is debited through the wallet
 * while betting is open; if the round closed in the meantime, the debit is rolled back.
 */
export async function placeTableBets(h: HouseDeps, t: TableDef, s: HouseSession, lines: BetLine[], now = new Date()) {
  const total = checkLines(t, lines);
  const free = s.mode === 'FREE';
  const placed = await h.db.transaction(async (tx) => {
    // Share-locked: a draw at this moment waits for this bet and then rolls it back if its debit
    // is still unanswered, instead of missing it and leaving it debited in a drawn round that
    // never pays it.
    const round = await latestRoundForBet(tx as never, t.id);
    if (round?.status !== 'OPEN' || !round.closesAt || now >= round.closesAt)
      throw new AppError('house.round.closed', 'Betting on this round has closed');
    if (free) {
      const [paid] = await tx
        .update(houseSessions)
        .set({ demoBalance: sql`${houseSessions.demoBalance} - ${total}` })
        .where(and(eq(houseSessions.id, s.id), sql`${houseSessions.demoBalance} >= ${total}`))
        .returning({ balance: houseSessions.demoBalance });
      if (!paid) throw new AppError('house.balance.not.enough', 'Not enough demo money');
    }
    const [bet] = await tx
      .insert(houseBets)
      .values({
        roundId: round.id,
        sessionId: s.id,
        playerId: s.playerId,
        mode: s.mode,
        stake: total,
        bet: { table: t.id, lines },
        status: free ? 'PLACED' : 'PENDING',
      })
      .returning({ id: houseBets.id });
    return { round, betId: bet?.id ?? 0 };
  });
  if (free) return { betId: placed.betId, roundId: placed.round.id };

  const ids = txIds(placed.betId, placed.round.id);
  let debit: Awaited<ReturnType<HouseDeps['wallet']['debit']>>;
  try {
    debit = await h.wallet.debit({
      token: s.vendorToken ?? '',
      transactionId: ids.debit,
      roundId: ids.round,
      gameCode: t.game.code,
      amount: total,
      currency: s.currency,
      detail: { table: t.id, round: placed.round.seq, lines },
    });
  } catch (err) {
    await voidBet(h, placed.betId, placed.round.id, true).catch(() => {});
    throw new AppError('house.wallet.unavailable', `The wallet did not answer: ${(err as Error).message}`);
  }
  if (debit.status !== 'OK') {
    await h.db.update(houseBets).set({ status: 'VOID', settledAt: new Date() }).where(eq(houseBets.id, placed.betId));
    // A rollback got there first: the round was drawn while the debit was on its way (`payRound`).
    if (debit.status === 'BET_ROLLED_BACK') throw closedBeforeArrival();
    throw debitRefusal(debit);
  }
  // The draw may have happened while the debit was on its way: then this stake goes home.
  if (!(await acceptBet(h, placed.round.id, placed.betId))) {
    // A rollback that does not get through leaves the bet PENDING: the recovery job retries it.
    await voidBet(h, placed.betId, placed.round.id, true).catch(() => {});
    throw closedBeforeArrival();
  }
  return { betId: placed.betId, roundId: placed.round.id, balance: debit.balance };
}

/**
 * Takes a debited bet into its round, only while the round is open. Under the round's share lock,
 * as the bet was written: a draw under way finishes first (and the bet is then refused), or waits
 * for this and then prices the bet. A bet that came too late stays PENDING for a rollback.
 */
async function acceptBet(h: HouseDeps, roundId: number, betId: number) {
  return h.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(and(eq(houseRounds.id, roundId), eq(houseRounds.status, 'OPEN')))
      .for('share');
    if (!open) return false;
    const [accepted] = await tx
      .update(houseBets)
      .set({ status: 'PLACED' })
      .where(and(eq(houseBets.id, betId), eq(houseBets.status, 'PENDING')))
      .returning({ id: houseBets.id });
    return accepted !== undefined;
  });
}

const closedBeforeArrival = () =>
  new AppError('house.round.closed', 'Betting on this round closed before the bet arrived');
