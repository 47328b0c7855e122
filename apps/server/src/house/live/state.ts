import { and, desc, eq } from 'drizzle-orm';
import type { HouseDeps } from '../instant.ts';
import type { HouseSession } from '../sessions.ts';
import { houseBets, houseRounds } from '../store/tables.ts';
import type { TableDef } from './games.ts';
import { advanceTable, latestRound, parseLines, payRound } from './service.ts';

/** Settled rounds the results road is drawn from. */
const ROAD_ROUNDS = 72;

/** Brings the table up to date and pays the rounds that were drawn on the way. */
export async function refreshTable(h: HouseDeps, t: TableDef, now = new Date()) {
  for (const round of await advanceTable(h.db, t, now)) await payRound(h, round);
}

/** What a player at the table sees: the round and its clock, the road, their own bets. */
export async function tableState(h: HouseDeps, t: TableDef, s: HouseSession | null, now = new Date()) {
  await refreshTable(h, t, now);
  const round = await latestRound(h.db, t.id);
  const past = await h.db
    .select({ id: houseRounds.id, seq: houseRounds.seq, outcome: houseRounds.outcome })
    .from(houseRounds)
    .where(and(eq(houseRounds.tableId, t.id), eq(houseRounds.status, 'SETTLED')))
    .orderBy(desc(houseRounds.seq))
    .limit(ROAD_ROUNDS);
  const mine = s && round ? await betsOf(h, s.id, [round.id, ...(past[0] ? [past[0].id] : [])]) : [];
  const settled = round?.status === 'SETTLED';
  return {
    tableId: t.id,
    game: t.game.code,
    serverTime: now.toISOString(),
    limits: { min: t.minStake.toString(), max: t.maxStake.toString() },
    round: round && {
      id: round.id,
      seq: round.seq,
      phase: settled ? 'RESULT' : 'BETTING',
      seedHash: round.seedHash,
      closesAt: round.closesAt?.toISOString() ?? null,
      nextOpensAt:
        settled && round.closesAt ? new Date(round.closesAt.getTime() + t.timing.resultMs).toISOString() : null,
      outcome: settled ? round.outcome : null,
      serverSeed: settled ? round.serverSeed : null,
    },
    /** The last round drawn (during betting, the previous one), for the result banner. */
    last: past[0] ? { id: past[0].id, seq: past[0].seq, outcome: past[0].outcome } : null,
    road: t.game.road([...past].reverse().map((r) => r.outcome) as never[]),
    myBets: mine,
  };
}

async function betsOf(h: HouseDeps, sessionId: number, roundIds: number[]) {
  const rows = await h.db
    .select()
    .from(houseBets)
    .where(and(eq(houseBets.sessionId, sessionId)))
    .orderBy(desc(houseBets.id))
    .limit(40);
  return rows
    .filter((b) => roundIds.includes(b.roundId) && b.status !== 'VOID')
    .map((b) => ({
      roundId: b.roundId,
      status: b.status,
      stake: b.stake.toString(),
      payout: b.payout?.toString() ?? null,
      lines: parseLines(b.bet).map((l) => ({ ...l, stake: l.stake.toString() })),
    }));
}
