import { TRIAL_TYPE, type WinFigures } from '@mekong/contracts';
import { and, desc, eq, gt, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { bets, games, lotteryGames, members } from '../../platform/db/schema.ts';
import { gameName } from './games.ts';
import { maskAccount } from './winners.ts';

/** A big win pays back at least this many times its stake, whatever the currency. */
export const BIG_WIN_MULTIPLE = 5;
const BIG_WINS_DAYS = 7;

type Merchant = { id: number; timezone: string };

/** Settled real-money bets of this merchant: free-play trials bet demo money and count for nothing. */
const realSettled = (merchantId: number, ...more: (SQL | undefined)[]) =>
  and(eq(bets.merchantId, merchantId), eq(bets.status, 'SETTLED'), ne(members.type, TRIAL_TYPE), ...more);

/** The start of the merchant's today, an instant: PostgreSQL does the calendar in its zone. */
const todayStart = (timezone: string) =>
  sql`(date_trunc('day', now() at time zone ${timezone}) at time zone ${timezone})`;

const win = sql<string>`(${bets.payout} - ${bets.stake})`;

/**
 * One win as the public sees it: masked account, the game's name in the language, its artwork. A
 * vendor's game is in the catalogue; our lottery's games are the merchant's lottery games, drawn
 * with their family's icon (as the lottery hall draws them).
 */
function winRows(db: Db) {
  return db
    .select({
      account: members.account,
      win: sql<string>`${win}::text`,
      category: bets.category,
      gameCode: bets.gameCode,
      names: sql<Record<string, string> | null>`coalesce(${games.names}, ${lotteryGames.names})`,
      iconUrl: sql<
        string | null
      >`coalesce(${games.iconUrl}, '/games/lottery/' || lower(${lotteryGames.family}) || '.webp')`,
      settledAt: bets.settledAt,
    })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .leftJoin(
      games,
      and(eq(bets.source, 'VENDOR'), eq(games.vendorCode, bets.vendorCode), eq(games.code, bets.gameCode)),
    )
    .leftJoin(
      lotteryGames,
      and(
        eq(bets.source, 'LOTTERY'),
        eq(lotteryGames.merchantId, bets.merchantId),
        eq(lotteryGames.code, bets.gameCode),
      ),
    );
}

type WinRow = Awaited<ReturnType<ReturnType<typeof winRows>['where']>>[number];

const publicWin = (r: WinRow, language: string) => ({
  customerName: maskAccount(r.account),
  winAmount: r.win,
  gameName: gameName(r.names, r.gameCode, language),
  gameCode: r.gameCode,
  category: r.category,
  iconUrl: r.iconUrl ?? null,
  settledAt: (r.settledAt ?? new Date(0)).toISOString(),
});

/**
 * The home's figures, all read from settled bets: what was paid back today (the merchant's day),
 * how many bets won, today's biggest win, and the week's latest big wins for the ticker.
 */
export async function winFigures(
  db: Db,
  merchant: Merchant,
  q: { limit: number; language: string },
): Promise<WinFigures> {
  const today = gte(bets.settledAt, todayStart(merchant.timezone));
  const [totals, biggest, big] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(now() at time zone ${merchant.timezone}, 'YYYY-MM-DD')`,
        paidOut: sql<string>`coalesce(sum(${bets.payout}), 0)::text`,
        wins: sql<number>`(count(*) filter (where ${bets.payout} > ${bets.stake}))::int`,
      })
      .from(bets)
      .innerJoin(members, eq(members.id, bets.memberId))
      .where(realSettled(merchant.id, today)),
    winRows(db)
      .where(realSettled(merchant.id, today, gt(bets.payout, bets.stake)))
      .orderBy(desc(win), desc(bets.settledAt))
      .limit(1),
    winRows(db)
      .where(
        realSettled(
          merchant.id,
          gt(bets.settledAt, sql`now() - make_interval(days => ${BIG_WINS_DAYS})`),
          gt(bets.payout, 0n),
          gte(bets.payout, sql`${bets.stake} * ${BIG_WIN_MULTIPLE}`),
        ),
      )
      .orderBy(desc(bets.settledAt), desc(bets.id))
      .limit(q.limit),
  ]);
  const [sum] = totals;
  return {
    day: sum?.day ?? '',
    paidOutToday: sum?.paidOut ?? '0',
    winsToday: sum?.wins ?? 0,
    biggestWinToday: biggest[0] ? publicWin(biggest[0], q.language) : null,
    bigWins: big.map((r) => publicWin(r, q.language)),
    bigWinMultiple: BIG_WIN_MULTIPLE,
  };
}
