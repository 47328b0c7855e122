import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import type { BullAction } from '../games/pvp/bull-pot.ts';
import { housePvpSeats } from '../store/pvp.ts';
import { houseBets, houseRounds } from '../store/tables.ts';
import type { PvpTableDef } from './tables.ts';

/** Reads shared by the clock, the player commands and the table view. */
export type Hand = typeof houseRounds.$inferSelect;
export type HandBet = typeof houseBets.$inferSelect;
export type Seat = typeof housePvpSeats.$inferSelect;

/** What a hand's house_bets row keeps besides the money: where the player sat and what they chose. */
export type BetInfo = { table: string; seat: number; nickname: string; action: BullAction | null };
export const betInfo = (b: HandBet) => b.bet as BetInfo;

/** Every command on a table runs under this lock, inside its transaction: one change at a time. */
export const lockTable = (tx: Db, tableId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`house-pvp:${tableId}`}))`);

export const latestHand = async (db: Db, tableId: string): Promise<Hand | undefined> =>
  (
    await db.select().from(houseRounds).where(eq(houseRounds.tableId, tableId)).orderBy(desc(houseRounds.seq)).limit(1)
  )[0];

/** A hand's stakes that count: debited (PLACED, SETTLED) or on their way (PENDING). */
export const betsOfHand = (db: Db, handId: number) =>
  db
    .select()
    .from(houseBets)
    .where(and(eq(houseBets.roundId, handId), ne(houseBets.status, 'VOID')))
    .orderBy(houseBets.id);

export const seatsOf = (db: Db, tableId: string) =>
  db.select().from(housePvpSeats).where(eq(housePvpSeats.tableId, tableId)).orderBy(housePvpSeats.seat);

/**
 * When the next hand starts by the clock: a countdown from the moment a second player sat, or
 * from the end of the last result, whichever is later. Null while fewer than two are seated.
 * (When every seated player is ready it starts before that.)
 */
export function nextHandAt(t: PvpTableDef, seats: readonly Seat[], last: Hand | undefined): Date | null {
  const present = seats.filter((s) => !s.leaving);
  if (present.length < 2) return null;
  const second = present.map((s) => s.satAt.getTime()).sort((a, b) => a - b)[1] as number;
  const resultEnds = last?.settledAt ? last.settledAt.getTime() + t.timing.resultMs : 0;
  return new Date(Math.max(second, resultEnds) + t.timing.countdownMs);
}

export const everyoneReady = (seats: readonly Seat[]) => {
  const present = seats.filter((s) => !s.leaving);
  return present.length >= 2 && present.every((s) => s.ready);
};

/** A hand is over when its clock ran out, or nobody is left to choose and no stake is on its way. */
export function handIsDue(hand: Hand, bets: readonly HandBet[], now: Date) {
  if (hand.status !== 'OPEN') return false;
  if (hand.closesAt && now >= hand.closesAt) return true;
  if (bets.some((b) => b.status === 'PENDING')) return false;
  const placed = bets.filter((b) => b.status === 'PLACED');
  return placed.length < 2 || placed.every((b) => betInfo(b).action !== null);
}
