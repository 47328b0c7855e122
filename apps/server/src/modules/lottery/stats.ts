import type { TrendValue } from '@mekong/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { lotteryDraws } from '../../platform/db/schema.ts';
import type { LotteryGame } from './catalog.ts';

const DRAWN = ['DRAWN', 'SETTLED'] as const;

/** The latest drawn draws of a game, newest first. */
export async function latestDrawn(db: Db, gameIds: number[], count: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(inArray(lotteryDraws.gameId, gameIds), inArray(lotteryDraws.status, [...DRAWN])))
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(count);
}

/** The values a position of a family's result can take (VN: the special's last two digits, 00-99). */
function positionsOf(family: string): { label: string; values: string[] }[] {
  const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));
  const positions = (n: number, values: string[], name = 'P') =>
    Array.from({ length: n }, (_, i) => ({ label: `${name}${i + 1}`, values }));
  switch (family) {
    case 'SSC':
      return positions(5, range(0, 9));
    case 'LF':
      return positions(3, range(0, 9));
    case '11X5':
      return positions(5, range(1, 11));
    case 'PK10':
      return positions(10, range(1, 10));
    case 'K3':
      return positions(3, range(1, 6));
    case 'LHC':
      return [...positions(6, range(1, 49)), { label: 'SP', values: range(1, 49) }];
    default:
      return [
        { label: 'DAU', values: range(0, 9) },
        { label: 'DUOI', values: range(0, 9) },
      ];
  }
}

/** A draw's numbers per trend position (VN: the first and last digit of the special's last two). */
function trendNumbers(family: string, result: string[]): string[] {
  if (family !== 'VN') return result;
  const lastTwo = (result[0] ?? '').slice(-2);
  return [String(Number(lastTwo[0] ?? 0)), String(Number(lastTwo[1] ?? 0))];
}

/**
 * The trend chart's data: per position, how often each value came out over the last `count`
 * draws and how many draws ago it last did (the count when it never did).
 */
export async function trendOf(db: Db, game: LotteryGame, count: number): Promise<TrendValue> {
  const draws = (await latestDrawn(db, [game.id], count)).map((d) => ({
    issueNo: d.issueNo,
    numbers: trendNumbers(game.family, d.result ?? []),
  }));
  const positions = positionsOf(game.family).map((p, i) => ({
    label: p.label,
    values: p.values.map((value) => {
      const ago = draws.findIndex((d) => d.numbers[i] === value);
      return {
        value,
        hits: draws.filter((d) => d.numbers[i] === value).length,
        missing: ago === -1 ? draws.length : ago,
      };
    }),
  }));
  return { draws, positions };
}

/**
 * Hot numbers of the Vietnamese lottery: how often each two-digit ending (00-99) came out across
 * the latest draws of the given games, most frequent first; `count` of them.
 */
export async function popularNumbers(db: Db, games: LotteryGame[], draws: number, count: number) {
  const rows = games.length
    ? await latestDrawn(
        db,
        games.map((g) => g.id),
        draws,
      )
    : [];
  const hits = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  rows.forEach((d, ago) => {
    for (const n of d.result ?? []) {
      const tail = n.slice(-2);
      hits.set(tail, (hits.get(tail) ?? 0) + 1);
      if (!lastSeen.has(tail)) lastSeen.set(tail, ago);
    }
  });
  const list = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
    .map((number) => ({ number, hits: hits.get(number) ?? 0, lastSeenDrawsAgo: lastSeen.get(number) ?? null }))
    .sort((a, b) => b.hits - a.hits || a.number.localeCompare(b.number))
    .slice(0, count);
  return { draws: rows.length, list };
}

/** The draw taking bets now (the earliest open one) and the last drawn one. */
export async function nearDraws(db: Db, game: LotteryGame) {
  const open = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.status, 'OPEN')))
    .orderBy(lotteryDraws.closesAt)
    .limit(2);
  const now = new Date();
  const current = open.find((d) => d.opensAt <= now && d.closesAt > now) ?? null;
  const [previous] = await latestDrawn(db, [game.id], 1);
  return { current, previous: previous ?? null };
}

/** One page of draws matching `where`, newest first, and how many match in all. */
export async function drawPage(db: Db, where: SQL | undefined, pageNo: number, pageSize: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(lotteryDraws)
      .where(where)
      .orderBy(desc(lotteryDraws.drawAt))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(lotteryDraws).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
