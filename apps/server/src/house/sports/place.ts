import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { hashSeed } from '../../platform/fair.ts';
import { type HouseDeps, txIds, voidBet } from '../instant.ts';
import { debitRefusal } from '../refusals.ts';
import type { HouseSession } from '../sessions.ts';
import { sportsBets, sportsEvents, sportsMarkets, sportsSelections } from '../store/sports.ts';
import { houseBets, houseRounds, houseSessions } from '../store/tables.ts';
import { formatOdds, winReturn } from './rules.ts';
import { betById, GAME_CATEGORY, lineText, marketOpen, offeredTo } from './views.ts';

export type AcceptOddsChange = 'NONE' | 'HIGHER' | 'ANY';
export type Slip = { selectionId: number; stake: bigint; odds: number; acceptOddsChange: AcceptOddsChange };

/** The odds the bet takes: the current price if the player saw it or agreed to a change. */
function takenOdds(seen: number, current: number, accept: AcceptOddsChange) {
  if (current === seen || accept === 'ANY' || (accept === 'HIGHER' && current > seen)) return current;
  return null;
}

/** Checks the slip against the book under a share lock, so no price or status change slips past. */
async function priced(tx: Db, s: HouseSession, slip: Slip, now: Date) {
  const [row] = await tx
    .select({ selection: sportsSelections, market: sportsMarkets, event: sportsEvents })
    .from(sportsSelections)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(eq(sportsSelections.id, slip.selectionId))
    .for('share');
  // Another brand's event is as unknown as one that does not exist (views.ts, offeredTo).
  if (!row || row.event.category !== GAME_CATEGORY[s.gameCode] || !offeredTo(row.event, s))
    throw new AppError('house.sports.not.found', 'No such selection in this game');
  if (!marketOpen(row.event, row.market, now))
    throw new AppError('house.market.suspended', 'This market is not taking bets', {
      eventStatus: row.event.status,
      marketStatus: row.market.status,
    });
  const { minStake, maxStake } = row.market;
  if (slip.stake < minStake || slip.stake > maxStake)
    throw new AppError('house.bet.invalid', `The stake must be between ${minStake} and ${maxStake}`, {
      min: minStake.toString(),
      max: maxStake.toString(),
    });
  const odds = takenOdds(slip.odds, row.selection.odds, slip.acceptOddsChange);
  if (odds === null)
    throw new AppError('house.odds.changed', 'The odds have changed', {
      selectionId: row.selection.id,
      odds: row.selection.odds,
      oddsText: formatOdds(row.selection.odds),
      version: row.selection.version,
      seen: slip.odds,
    });
  return { ...row, odds };
}

/**
 * Places one single. The book is checked and the bet written in one transaction; the stake then
 * goes through the wallet like every house bet (demo money stays in the window's session). A bet
 * the event was settled or cancelled under while its debit travelled is rolled back.
 */
export async function placeSportsBet(h: HouseDeps, s: HouseSession, slip: Slip, now = new Date()) {
  const free = s.mode === 'FREE';
  const placed = await h.db.transaction(async (tx) => {
    const p = await priced(tx as unknown as Db, s, slip, now);
    if (free) {
      const [paid] = await tx
        .update(houseSessions)
        .set({ demoBalance: sql`${houseSessions.demoBalance} - ${slip.stake}` })
        .where(and(eq(houseSessions.id, s.id), sql`${houseSessions.demoBalance} >= ${slip.stake}`))
        .returning({ balance: houseSessions.demoBalance });
      if (!paid) throw new AppError('house.balance.not.enough', 'Not enough demo money');
    }
    // A sports bet draws nothing: its round's "seed" names the price it took, so the round
    // record keeps its usual shape and still says what it was.
    const label = `sports:event:${p.event.id}:selection:${p.selection.id}:odds:${p.odds}:v${p.selection.version}`;
    const [round] = await tx
      .insert(houseRounds)
      .values({
        gameCode: s.gameCode,
        sessionId: s.id,
        seedHash: hashSeed(label),
        serverSeed: label,
        clientSeed: 'sportsbook',
        nonce: 0,
        status: 'OPEN',
        opensAt: now,
        closesAt: p.event.startsAt,
      })
      .returning({ id: houseRounds.id });
    const detail = {
      event: `${p.event.home} v ${p.event.away}`,
      league: p.event.league,
      market: p.market.type,
      line: lineText(p.market),
      selection: p.selection.code,
      odds: formatOdds(p.odds),
    };
    const [money] = await tx
      .insert(houseBets)
      .values({
        roundId: round?.id ?? 0,
        sessionId: s.id,
        playerId: s.playerId,
        mode: s.mode,
        stake: slip.stake,
        bet: { sports: { eventId: p.event.id, marketId: p.market.id, selectionId: p.selection.id, ...detail } },
        status: free ? 'PLACED' : 'PENDING',
      })
      .returning({ id: houseBets.id });
    const [bet] = await tx
      .insert(sportsBets)
      .values({
        houseBetId: money?.id ?? 0,
        roundId: round?.id ?? 0,
        sessionId: s.id,
        playerId: s.playerId,
        mode: s.mode,
        eventId: p.event.id,
        marketId: p.market.id,
        selectionId: p.selection.id,
        odds: p.odds,
        oddsVersion: p.selection.version,
        stake: slip.stake,
        potentialReturn: winReturn(slip.stake, p.odds),
      })
      .returning({ id: sportsBets.id });
    return { betId: bet?.id ?? 0, moneyId: money?.id ?? 0, roundId: round?.id ?? 0, detail, eventId: p.event.id };
  });
  if (free) return { bet: await betById(h.db, placed.betId), balance: null };

  const ids = txIds(placed.moneyId, placed.roundId);
  let debit: Awaited<ReturnType<HouseDeps['wallet']['debit']>>;
  try {
    debit = await h.wallet.debit({
      token: s.vendorToken ?? '',
      transactionId: ids.debit,
      roundId: ids.round,
      gameCode: s.gameCode,
      amount: slip.stake,
      currency: s.currency,
      detail: { ...placed.detail, houseRound: placed.roundId },
    });
  } catch (err) {
    // Unknown whether the platform took it: cancel it (a rollback first also blocks a late debit).
    await voidBet(h, placed.moneyId, placed.roundId, true).catch(() => {});
    await refuse(h.db, placed.betId);
    throw new AppError('house.wallet.unavailable', `The wallet did not answer: ${(err as Error).message}`);
  }
  if (debit.status !== 'OK') {
    await voidBet(h, placed.moneyId, placed.roundId, false);
    await refuse(h.db, placed.betId);
    throw debitRefusal(debit);
  }
  if (!(await accept(h.db, placed.eventId, placed.betId, placed.moneyId))) {
    await refuse(h.db, placed.betId);
    await voidBet(h, placed.moneyId, placed.roundId, true);
    throw new AppError('house.market.suspended', 'The event was settled before the bet arrived');
  }
  return { bet: await betById(h.db, placed.betId), balance: debit.balance ?? null };
}

/** The debit landed: the bet stands unless the event was settled or cancelled meanwhile. */
async function accept(db: Db, eventId: number, betId: number, moneyId: number) {
  return db.transaction(async (tx) => {
    // Settlement holds the event row while it decides; waiting for it makes the two exclusive.
    await tx.select({ id: sportsEvents.id }).from(sportsEvents).where(eq(sportsEvents.id, eventId)).for('share');
    const [bet] = await tx.select({ status: sportsBets.status }).from(sportsBets).where(eq(sportsBets.id, betId));
    if (bet?.status !== 'OPEN') return false;
    const [placed] = await tx
      .update(houseBets)
      .set({ status: 'PLACED' })
      .where(and(eq(houseBets.id, moneyId), eq(houseBets.status, 'PENDING')))
      .returning({ id: houseBets.id });
    return placed !== undefined;
  });
}

const refuse = (db: Db, betId: number) =>
  db
    .update(sportsBets)
    .set({ status: 'REFUSED', settledAt: new Date() })
    .where(and(eq(sportsBets.id, betId), eq(sportsBets.status, 'OPEN')));
