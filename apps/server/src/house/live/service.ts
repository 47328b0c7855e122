import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { FairStream, newServerSeed } from '../../platform/fair.ts';
import type { TableBet } from '../games/tables/bets.ts';
import { atRiskOf, creditBet, type HouseDeps, rollBackUnsure } from '../instant.ts';
import { houseBets, houseRounds, houseSessions } from '../store/tables.ts';
import type { TableDef } from './games.ts';

type Round = typeof houseRounds.$inferSelect;
export const latestRound = async (db: Db, tableId: string) =>
  (
    await db.select().from(houseRounds).where(eq(houseRounds.tableId, tableId)).orderBy(desc(houseRounds.seq)).limit(1)
  )[0];

/**
 * The table's latest round, share-locked until the caller's transaction ends: the draw updates
 * that row, so it waits for a bet being written on the round, and then sees the bet.
 */
export const latestRoundForBet = async (db: Db, tableId: string) =>
  (
    await db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.tableId, tableId))
      .orderBy(desc(houseRounds.seq))
      .limit(1)
      .for('share')
  )[0];

/**
 * Moves a table's clock forward to `now`: opens the first round, draws a round whose betting time
 * is over, opens the next once the result has been shown. Nothing runs on a timer: whoever looks
 * at the table (a player polling, the settle job) advances it, under a lock so only one does.
 * Returns the rounds it drew, whose bets then get paid.
 */
export async function advanceTable(db: Db, t: TableDef, now = new Date()): Promise<Round[]> {
  const drawn: Round[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`house-table:${t.id}`}))`);
    for (let step = 0; step < 3; step++) {
      const last = await latestRound(tx as unknown as Db, t.id);
      if (last?.status === 'OPEN') {
        if (!last.closesAt || now < last.closesAt) return;
        const outcome = t.game.deal(new FairStream(last.serverSeed, last.clientSeed, last.nonce));
        const [settled] = await tx
          .update(houseRounds)
          .set({ status: 'SETTLED', outcome, settledAt: now })
          .where(eq(houseRounds.id, last.id))
          .returning();
        await pricePlacedBets(tx as unknown as Db, t, last.id, outcome);
        if (settled) drawn.push(settled);
        continue;
      }
      const nextOpens = last?.closesAt ? new Date(last.closesAt.getTime() + t.timing.resultMs) : now;
      if (now < nextOpens) return;
      const seq = (last?.seq ?? 0) + 1;
      const seed = newServerSeed();
      await tx.insert(houseRounds).values({
        gameCode: t.game.code,
        tableId: t.id,
        seq,
        seedHash: seed.seedHash,
        serverSeed: seed.serverSeed,
        // Public and fixed before any bet: the table and round number.
        clientSeed: `${t.id}:${seq}`,
        nonce: 0,
        status: 'OPEN',
        opensAt: now,
        closesAt: new Date(now.getTime() + t.timing.bettingMs),
      });
      return;
    }
  });
  return drawn;
}

/**
 * Works out what each debited bet of a drawn round pays; the money follows in `payRound`. A stake
 * whose debit never answered is not part of the round, yet stays PENDING: its debit may have
 * landed, and only a rollback the platform confirmed may close it (`payRound`, the recovery job).
 */
async function pricePlacedBets(tx: Db, t: TableDef, roundId: number, outcome: unknown) {
  const placed = await tx
    .select()
    .from(houseBets)
    .where(and(eq(houseBets.roundId, roundId), eq(houseBets.status, 'PLACED')));
  for (const b of placed) {
    const lines = parseLines(b.bet);
    const payout = t.game.settle(outcome as never, lines).reduce((sum, s) => sum + s.payout, 0n);
    await tx.update(houseBets).set({ payout }).where(eq(houseBets.id, b.id));
  }
}

export const parseLines = (bet: unknown): TableBet[] =>
  ((bet as { lines?: { kind: string; selection?: number[]; stake: string }[] }).lines ?? []).map((l) => ({
    kind: l.kind,
    ...(l.selection ? { selection: l.selection } : {}),
    stake: BigInt(l.stake),
  }));

/**
 * Pays a drawn round's bets: demo bets into their window's demo money, real ones through the
 * wallet. The wallet keeps one round per player (all their windows at this table share it), and
 * the credit that closes it settles the player's other bets of the round at what they were paid
 * so far. So the stakes whose debits never answered are rolled back first, then each player's
 * bets go in order and only the last closes; once one of a player's rollbacks or credits does not
 * get through, the rest of theirs wait for the recovery job, which closes the round only when
 * nothing else of the player's is left in it.
 */
export async function payRound(h: HouseDeps, round: Round) {
  const waiting = await rollBackUnsure(h, round.id);
  const rows = await h.db
    .select({ bet: houseBets, currency: houseSessions.currency })
    .from(houseBets)
    .innerJoin(houseSessions, eq(houseSessions.id, houseBets.sessionId))
    .where(and(eq(houseBets.roundId, round.id), eq(houseBets.status, 'PLACED')))
    .orderBy(asc(houseBets.playerId), asc(houseBets.id));
  for (const { bet } of rows) {
    if (bet.mode === 'FREE' && bet.payout !== null) await settleDemoBet(h.db, bet.id, bet.sessionId, bet.payout);
  }
  const real = rows.filter(({ bet }) => bet.mode === 'REAL' && bet.payout !== null);
  for (const [i, { bet, currency }] of real.entries()) {
    if (bet.payout === null || waiting.has(bet.playerId)) continue;
    const paid = await creditBet(h, {
      betId: bet.id,
      roundId: round.id,
      payout: bet.payout,
      currency,
      roundClosed: real[i + 1]?.bet.playerId !== bet.playerId,
      validStake: atRiskOf(bet.bet),
    });
    if (!paid) waiting.add(bet.playerId);
  }
}

async function settleDemoBet(db: Db, betId: number, sessionId: number, payout: bigint) {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(houseBets)
      .set({ status: 'SETTLED', settledAt: new Date() })
      .where(and(eq(houseBets.id, betId), eq(houseBets.status, 'PLACED')))
      .returning({ id: houseBets.id });
    if (!done) return;
    await tx
      .update(houseSessions)
      .set({ demoBalance: sql`${houseSessions.demoBalance} + ${payout}` })
      .where(eq(houseSessions.id, sessionId));
  });
}
