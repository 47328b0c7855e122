import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { BullAction } from '../games/pvp/bull-pot.ts';
import type { HouseDeps } from '../instant.ts';
import { type HouseSession, sessionBalance } from '../sessions.ts';
import { housePvpSeats } from '../store/pvp.ts';
import { houseBets, houseSessions } from '../store/tables.ts';
import { announce } from './events.ts';
import { betInfo, betsOfHand, latestHand, lockTable, seatsOf } from './hands.ts';
import { refreshPvpTable } from './refresh.ts';
import { BULL_GAME, type PvpTableDef, reserveOf } from './tables.ts';

/** Runs a player's command under the table's lock, then moves the clock on and tells the table. */
async function command<T>(h: HouseDeps, t: PvpTableDef, now: Date, run: (tx: Db) => Promise<T>): Promise<T> {
  const result = await h.db.transaction(async (tx) => {
    await lockTable(tx as unknown as Db, t.id);
    return run(tx as unknown as Db);
  });
  announce(t.id);
  await refreshPvpTable(h, t, now);
  return result;
}

const seatOf = async (tx: Db, t: PvpTableDef, playerId: string) =>
  (
    await tx
      .select()
      .from(housePvpSeats)
      .where(and(eq(housePvpSeats.tableId, t.id), eq(housePvpSeats.playerId, playerId)))
  )[0];

/**
 * Takes a seat (the one asked for when free, else the lowest free one). The window must hold the
 * most one hand can cost (the reserve) and play the table's kind of money, in the currency of the
 * players seated there (the first to sit sets it). Sitting again from a new
 * window of the same player moves the seat to that window.
 */
export async function sit(h: HouseDeps, t: PvpTableDef, s: HouseSession, wanted?: number, now = new Date()) {
  if (s.gameCode !== BULL_GAME) throw new AppError('house.bet.invalid', 'This game window is not a bull-bull window');
  if (s.mode !== t.mode)
    throw new AppError('house.pvp.mode.mismatch', `A ${s.mode} window cannot sit at a ${t.mode} table`);
  const balance = await sessionBalance(h.wallet, s);
  if (balance < reserveOf(t))
    throw new AppError('house.balance.not.enough', 'Not enough money for a hand at this table', {
      needed: reserveOf(t).toString(),
      balance: balance.toString(),
    });
  return command(h, t, now, async (tx) => {
    const mine = await seatOf(tx, t, s.playerId);
    if (mine) {
      await tx
        .update(housePvpSeats)
        .set({ sessionId: s.id, nickname: s.nickname, leaving: false })
        .where(eq(housePvpSeats.id, mine.id));
      return mine.seat;
    }
    // One pot, one currency: an ante is a number of minor units, and a pot of two currencies would
    // let a player of a cheap one win real money of a dear one for next to nothing at stake.
    const [other] = await tx
      .select({ currency: houseSessions.currency })
      .from(housePvpSeats)
      .innerJoin(houseSessions, eq(houseSessions.id, housePvpSeats.sessionId))
      .where(and(eq(housePvpSeats.tableId, t.id), ne(houseSessions.currency, s.currency)))
      .limit(1);
    if (other)
      throw new AppError('house.pvp.currency.mismatch', `This table plays in ${other.currency}, not ${s.currency}`, {
        currency: other.currency,
      });
    const taken = new Set((await seatsOf(tx, t.id)).map((x) => x.seat));
    const free = Array.from({ length: t.seats }, (_, i) => i + 1).filter((n) => !taken.has(n));
    const seat = wanted !== undefined && free.includes(wanted) ? wanted : free[0];
    if (seat === undefined) throw new AppError('house.pvp.table.full', 'Every seat at this table is taken');
    await tx.insert(housePvpSeats).values({
      tableId: t.id,
      seat,
      sessionId: s.id,
      playerId: s.playerId,
      nickname: s.nickname,
      mode: s.mode,
      satAt: now,
    });
    return seat;
  });
}

/** Stands up; a player in the hand being played stays in it (their seat goes when it is settled). */
export async function leave(h: HouseDeps, t: PvpTableDef, s: HouseSession, now = new Date()) {
  return command(h, t, now, async (tx) => {
    const mine = await seatOf(tx, t, s.playerId);
    if (!mine) throw new AppError('house.pvp.not.seated', 'You are not seated at this table');
    const hand = await latestHand(tx, t.id);
    const inHand = hand?.status === 'OPEN' && (await betsOfHand(tx, hand.id)).some((b) => b.playerId === s.playerId);
    if (inHand) await tx.update(housePvpSeats).set({ leaving: true }).where(eq(housePvpSeats.id, mine.id));
    else await tx.delete(housePvpSeats).where(eq(housePvpSeats.id, mine.id));
    return { leaving: inHand };
  });
}

/** Ready for the next hand: when every seated player is, it starts without waiting for the countdown. */
export async function ready(h: HouseDeps, t: PvpTableDef, s: HouseSession, isReady: boolean, now = new Date()) {
  return command(h, t, now, async (tx) => {
    const mine = await seatOf(tx, t, s.playerId);
    if (!mine || mine.leaving) throw new AppError('house.pvp.not.seated', 'You are not seated at this table');
    await tx.update(housePvpSeats).set({ ready: isReady }).where(eq(housePvpSeats.id, mine.id));
    return { ready: isReady };
  });
}

/** The player's one choice in the hand being played, while its decision window is open. */
export async function act(h: HouseDeps, t: PvpTableDef, s: HouseSession, action: BullAction, now = new Date()) {
  await refreshPvpTable(h, t, now);
  return command(h, t, now, async (tx) => {
    const hand = await latestHand(tx, t.id);
    const bet = hand && (await betsOfHand(tx, hand.id)).find((b) => b.playerId === s.playerId);
    if (!hand || !bet) {
      if (!(await seatOf(tx, t, s.playerId)))
        throw new AppError('house.pvp.not.seated', 'You are not seated at this table');
      throw new AppError('house.pvp.not.in.hand', 'You are not in the hand being played');
    }
    if (hand.status !== 'OPEN' || (hand.closesAt && now >= hand.closesAt))
      throw new AppError('house.round.closed', 'The time to choose in this hand is over');
    if (bet.status !== 'PLACED') throw new AppError('house.pvp.not.in.hand', 'Your stake for this hand is not in yet');
    if (betInfo(bet).action !== null) throw new AppError('house.pvp.already.acted', 'You have already chosen');
    await tx
      .update(houseBets)
      .set({ bet: { ...betInfo(bet), action } })
      .where(eq(houseBets.id, bet.id));
    return { handId: hand.id, action };
  });
}
