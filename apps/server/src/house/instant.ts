import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { AppError } from '../platform/errors.ts';
import { FairStream, newServerSeed, type Rng } from '../platform/fair.ts';
import { debitRefusal } from './refusals.ts';
import type { HouseSession } from './sessions.ts';
import { houseBets, houseRounds, houseSessions } from './store/tables.ts';
import { type HouseWallet, WalletUnavailable } from './wallet-client.ts';

export type HouseDeps = { db: Db; wallet: HouseWallet };

/** What one instant round of a game decided: what to show and what it pays (stake included). */
export type InstantResult = { outcome: unknown; payout: bigint };

export type InstantPlay = {
  gameCode: string;
  stake: bigint;
  /** What the player bet on, kept with the bet and sent to the betting record. */
  bet: Record<string, unknown>;
  play: (rng: Rng) => InstantResult;
};

/** The provider ids of a bet's money calls and its round, unique across the house vendor. */
export const txIds = (betId: number, roundId: number) => ({
  debit: `HB${betId}`,
  credit: `HW${betId}`,
  rollback: `HX${betId}`,
  round: `HR${roundId}`,
});

/**
 * One round of a single-player game (a spin, a shot). The draw uses the seed the session committed
 * to before the bet, then the stake is debited and the payout credited through the provider API.
 * A debit the platform refuses voids the round; a credit that does not get through is retried by
 * the settle job, so a win is never lost.
 */
export async function playInstant(h: HouseDeps, s: HouseSession, p: InstantPlay) {
  if (p.stake <= 0n) throw new AppError('house.bet.invalid', 'The stake must be positive');
  const free = s.mode === 'FREE';
  const drawn = await h.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(houseSessions).where(eq(houseSessions.id, s.id)).for('update');
    if (!cur) throw new AppError('house.session.invalid', 'The game session has ended');
    if (free && cur.demoBalance < p.stake)
      throw new AppError('house.balance.not.enough', 'Not enough demo money', { balance: cur.demoBalance.toString() });
    const result = p.play(new FairStream(cur.nextSeed, cur.clientSeed, cur.nonce));
    const next = newServerSeed();
    const [round] = await tx
      .insert(houseRounds)
      .values({
        gameCode: p.gameCode,
        sessionId: s.id,
        seedHash: cur.nextSeedHash,
        serverSeed: cur.nextSeed,
        clientSeed: cur.clientSeed,
        nonce: cur.nonce,
        status: free ? 'SETTLED' : 'OPEN',
        outcome: result.outcome,
        settledAt: free ? new Date() : null,
      })
      .returning();
    const demoBalance = free ? cur.demoBalance - p.stake + result.payout : cur.demoBalance;
    await tx
      .update(houseSessions)
      .set({
        nextSeed: next.serverSeed,
        nextSeedHash: next.seedHash,
        nonce: sql`${houseSessions.nonce} + 1`,
        demoBalance,
      })
      .where(eq(houseSessions.id, s.id));
    const [bet] = await tx
      .insert(houseBets)
      .values({
        roundId: round?.id ?? 0,
        sessionId: s.id,
        playerId: s.playerId,
        mode: s.mode,
        stake: p.stake,
        bet: p.bet,
        payout: result.payout,
        status: free ? 'SETTLED' : 'PENDING',
        settledAt: free ? new Date() : null,
      })
      .returning({ id: houseBets.id });
    return { round: round as typeof houseRounds.$inferSelect, betId: bet?.id ?? 0, result, demoBalance, next };
  });
  const answer = (balance: bigint, pending = false) => ({
    roundId: drawn.round.id,
    outcome: drawn.result.outcome,
    stake: p.stake.toString(),
    payout: drawn.result.payout.toString(),
    balance: balance.toString(),
    pending,
    fair: {
      seedHash: drawn.round.seedHash,
      serverSeed: drawn.round.serverSeed,
      clientSeed: drawn.round.clientSeed,
      nonce: drawn.round.nonce,
      nextSeedHash: drawn.next.seedHash,
    },
  });
  if (free) return answer(drawn.demoBalance);
  const balance = await payThroughWallet(h, s, p, drawn.betId, drawn.round.id, drawn.result.payout);
  return answer(balance.balance, balance.pending);
}

async function payThroughWallet(
  h: HouseDeps,
  s: HouseSession,
  p: InstantPlay,
  betId: number,
  roundId: number,
  payout: bigint,
) {
  const ids = txIds(betId, roundId);
  let debit: Awaited<ReturnType<HouseWallet['debit']>>;
  try {
    debit = await h.wallet.debit({
      token: s.vendorToken ?? '',
      transactionId: ids.debit,
      roundId: ids.round,
      gameCode: p.gameCode,
      amount: p.stake,
      currency: s.currency,
      detail: { ...p.bet, houseRound: roundId },
    });
  } catch (err) {
    // Unknown whether the platform took the stake: cancel it (a rollback that arrives first also
    // blocks a late debit), then void the round.
    await voidBet(h, betId, roundId, true).catch(() => {});
    throw unavailable(err);
  }
  if (debit.status !== 'OK') {
    await voidBet(h, betId, roundId, false);
    throw debitRefusal(debit);
  }
  // The recovery job rolls back a debit that took over a minute to answer: that bet stays void.
  const [accepted] = await h.db
    .update(houseBets)
    .set({ status: 'PLACED' })
    .where(and(eq(houseBets.id, betId), eq(houseBets.status, 'PENDING')))
    .returning({ id: houseBets.id });
  if (!accepted) throw unavailable(new Error('the bet was cancelled while its debit was on its way'));
  const settled = await creditBet(h, { betId, roundId, payout, currency: s.currency });
  return settled ?? { balance: BigInt(debit.balance ?? '0') + payout, pending: true };
}

/** What of a bet's stake was really at risk, when its game reserved more than it played (Bull Bull). */
export const atRiskOf = (bet: unknown) => {
  const atRisk = (bet as { atRisk?: unknown } | null)?.atRisk;
  return typeof atRisk === 'string' ? BigInt(atRisk) : undefined;
};

/** Pays a debited bet (0 for a loss) and closes its round; null when the platform did not answer. */
export async function creditBet(
  h: HouseDeps,
  b: { betId: number; roundId: number; payout: bigint; currency: string; roundClosed?: boolean; validStake?: bigint },
) {
  const ids = txIds(b.betId, b.roundId);
  try {
    const credit = await h.wallet.credit({
      transactionId: ids.credit,
      referenceId: ids.debit,
      roundId: ids.round,
      amount: b.payout,
      currency: b.currency,
      roundClosed: b.roundClosed ?? true,
      validStake: b.validStake,
    });
    if (credit.status === 'BET_ROLLED_BACK') {
      // Cancelled at the platform (its stake went home): nothing is left to pay, so the job stops
      // asking.
      await h.db.update(houseBets).set({ status: 'VOID', settledAt: new Date() }).where(eq(houseBets.id, b.betId));
      return null;
    }
    if (credit.status !== 'OK') return null;
    await h.db.transaction(async (tx) => {
      await tx.update(houseBets).set({ status: 'SETTLED', settledAt: new Date() }).where(eq(houseBets.id, b.betId));
      await tx
        .update(houseRounds)
        .set({ status: 'SETTLED', settledAt: new Date() })
        .where(eq(houseRounds.id, b.roundId));
    });
    return { balance: BigInt(credit.balance ?? '0'), pending: false };
  } catch (err) {
    if (err instanceof WalletUnavailable) return null;
    throw err;
  }
}

/**
 * Cancels a bet whose debit failed or may not have happened, and voids its instant round. Returns
 * whether the bet is void now: a rollback the platform refused leaves it as it was, so it is never
 * closed here while its stake may still be at the platform.
 */
export async function voidBet(h: HouseDeps, betId: number, roundId: number, rollback: boolean) {
  if (rollback) {
    const ids = txIds(betId, roundId);
    const answer = await h.wallet.rollback({ transactionId: ids.rollback, referenceId: ids.debit, roundId: ids.round });
    // BET_ROLLED_BACK: the platform cancelled it under another rollback id; the bet is void all the same.
    if (!['OK', 'UNKNOWN_TRANSACTION', 'BET_ROLLED_BACK'].includes(answer.status)) return false;
  }
  await h.db.transaction(async (tx) => {
    await tx.update(houseBets).set({ status: 'VOID', settledAt: new Date() }).where(eq(houseBets.id, betId));
    // A shared table round goes on for the other players.
    await tx
      .update(houseRounds)
      .set({ status: 'VOID' })
      .where(and(eq(houseRounds.id, roundId), isNull(houseRounds.tableId)));
  });
  return true;
}

/**
 * Rolls back the stakes of a drawn table round (of one player, or everyone's) whose debits never
 * answered. The round can no longer take them, and they must go home before the player's wallet
 * round is closed: the credit that closes it would settle such a debit, if it landed, as a lost
 * bet, and a rollback after that is refused. Returns the players with a stake still unsure (the
 * rollback did not get through), whose wallet round must stay open; the recovery job tries again.
 */
export async function rollBackUnsure(h: HouseDeps, roundId: number, playerId?: string) {
  const unsure = await h.db
    .select({ id: houseBets.id, playerId: houseBets.playerId })
    .from(houseBets)
    .where(
      and(
        eq(houseBets.roundId, roundId),
        eq(houseBets.status, 'PENDING'),
        playerId === undefined ? undefined : eq(houseBets.playerId, playerId),
      ),
    );
  const left = new Set<string>();
  for (const bet of unsure) {
    if (!(await voidBet(h, bet.id, roundId, true).catch(() => false))) left.add(bet.playerId);
  }
  return left;
}

const unavailable = (err: unknown) =>
  new AppError('house.wallet.unavailable', `The wallet did not answer: ${(err as Error).message ?? err}`);
