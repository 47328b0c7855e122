import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { FairStream, newServerSeed } from '../../platform/fair.ts';
import { DEFAULT_ACTION, playHand } from '../games/pvp/bull-pot.ts';
import { housePvpSeats } from '../store/pvp.ts';
import { houseBets, houseRounds, houseSessions } from '../store/tables.ts';
import {
  betInfo,
  betsOfHand,
  everyoneReady,
  type Hand,
  type HandBet,
  handIsDue,
  latestHand,
  lockTable,
  nextHandAt,
  type Seat,
  seatsOf,
} from './hands.ts';
import { BULL_GAME, type PvpTableDef, reserveOf } from './tables.ts';

export type ClockStep = { started?: Hand; settled?: Hand };

/**
 * Moves a table on to `now`, one step: settles the open hand once it is due, or starts the next
 * one. Nothing runs on a timer of its own: whoever looks at the table (a player's request, a
 * live-events watcher, the every-minute job) advances it, under the table's lock so only one does.
 * Wallet calls happen after the transaction (see `refreshPvpTable`).
 */
export async function advancePvpTable(db: Db, t: PvpTableDef, now = new Date()): Promise<ClockStep> {
  return db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    await lockTable(d, t.id);
    const last = await latestHand(d, t.id);
    if (last?.status === 'OPEN') {
      const bets = await betsOfHand(d, last.id);
      if (!handIsDue(last, bets, now)) return {};
      return { settled: await settleHand(d, t, last, bets, now) };
    }
    const seats = await standUpExpired(d, t, now);
    const startsAt = nextHandAt(t, seats, last);
    if (!startsAt || (now < startsAt && !everyoneReady(seats))) return {};
    const players = t.mode === 'FREE' ? await takeDemoReserves(d, t, seats) : seats;
    if (players.length < 2) return {};
    return { started: await startHand(d, t, last, players, now) };
  });
}

/** Seats whose game window has expired are given up before a hand would deal them in. */
async function standUpExpired(tx: Db, t: PvpTableDef, now: Date): Promise<Seat[]> {
  const expired = tx.select({ id: houseSessions.id }).from(houseSessions).where(lt(houseSessions.expiresAt, now));
  await tx.delete(housePvpSeats).where(and(eq(housePvpSeats.tableId, t.id), inArray(housePvpSeats.sessionId, expired)));
  return seatsOf(tx, t.id);
}

/** Demo tables take the reserve from each window's demo money now; who is short stands up. */
async function takeDemoReserves(tx: Db, t: PvpTableDef, seats: readonly Seat[]) {
  const paid: Seat[] = [];
  for (const seat of seats) {
    const [ok] = await tx
      .update(houseSessions)
      .set({ demoBalance: sql`${houseSessions.demoBalance} - ${reserveOf(t)}` })
      .where(and(eq(houseSessions.id, seat.sessionId), sql`${houseSessions.demoBalance} >= ${reserveOf(t)}`))
      .returning({ id: houseSessions.id });
    if (ok) paid.push(seat);
    else await tx.delete(housePvpSeats).where(eq(housePvpSeats.id, seat.id));
  }
  if (paid.length >= 2) return paid;
  // Not enough players after all: give the demo money back and wait.
  for (const seat of paid)
    await tx
      .update(houseSessions)
      .set({ demoBalance: sql`${houseSessions.demoBalance} + ${reserveOf(t)}` })
      .where(eq(houseSessions.id, seat.sessionId));
  return [];
}

async function startHand(tx: Db, t: PvpTableDef, last: Hand | undefined, players: readonly Seat[], now: Date) {
  const seq = (last?.seq ?? 0) + 1;
  const seed = newServerSeed();
  const [hand] = await tx
    .insert(houseRounds)
    .values({
      gameCode: BULL_GAME,
      tableId: t.id,
      seq,
      seedHash: seed.seedHash,
      serverSeed: seed.serverSeed,
      // Public and fixed before the hand: the table and hand number.
      clientSeed: `${t.id}:${seq}`,
      nonce: 0,
      status: 'OPEN',
      opensAt: now,
      closesAt: new Date(now.getTime() + t.timing.decisionMs),
    })
    .returning();
  const free = t.mode === 'FREE';
  await tx.insert(houseBets).values(
    players.map((p) => ({
      roundId: hand?.id ?? 0,
      sessionId: p.sessionId,
      playerId: p.playerId,
      mode: p.mode,
      stake: reserveOf(t),
      bet: { table: t.id, seat: p.seat, nickname: p.nickname, action: null },
      // Demo reserves are already taken; wallet reserves are debited right after this commits.
      status: free ? ('PLACED' as const) : ('PENDING' as const),
    })),
  );
  await tx.update(housePvpSeats).set({ ready: false }).where(eq(housePvpSeats.tableId, t.id));
  return hand as Hand;
}

/**
 * Deals the hand from its committed seed, prices every debited stake (its unused reserve plus
 * what the pot pays it) and lets go of the seats of players who left or let the clock choose.
 */
async function settleHand(tx: Db, t: PvpTableDef, hand: Hand, bets: readonly HandBet[], now: Date) {
  const placed = bets.filter((b) => b.status === 'PLACED');
  // Only the clock running out chooses for a player (a hand may end sooner, its stakes refused).
  const timedOut = !!hand.closesAt && now >= hand.closesAt;
  const entries = placed.map((b) => {
    const chosen = betInfo(b).action;
    return { seat: betInfo(b).seat, action: chosen ?? DEFAULT_ACTION, defaulted: chosen === null && timedOut };
  });
  const outcome = playHand(new FairStream(hand.serverSeed, hand.clientSeed, hand.nonce), t.ante, entries);
  for (const b of placed) {
    const played = outcome.players.find((p) => p.seat === betInfo(b).seat);
    if (!played) continue;
    const payout = b.stake - BigInt(played.stake) + BigInt(played.payout);
    // The reserve's unused part comes back with the payout; only what was played counts as turnover.
    const bet = { ...(b.bet as Record<string, unknown>), atRisk: String(played.stake) };
    await tx.update(houseBets).set({ payout, bet }).where(eq(houseBets.id, b.id));
  }
  // A stake whose debit never answered is not part of the hand, yet stays PENDING: its debit may
  // have landed, and only a rollback the platform confirmed may close it (`payRound`, recovery).
  const [settled] = await tx
    .update(houseRounds)
    .set({ status: 'SETTLED', outcome, settledAt: now })
    .where(eq(houseRounds.id, hand.id))
    .returning();
  const sittingOut = timedOut ? placed.filter((b) => betInfo(b).action === null).map((b) => b.playerId) : [];
  await tx
    .delete(housePvpSeats)
    .where(
      and(
        eq(housePvpSeats.tableId, t.id),
        sittingOut.length
          ? sql`(${housePvpSeats.leaving} or ${inArray(housePvpSeats.playerId, sittingOut)})`
          : eq(housePvpSeats.leaving, true),
      ),
    );
  await tx.update(housePvpSeats).set({ ready: false }).where(eq(housePvpSeats.tableId, t.id));
  return settled as Hand;
}
