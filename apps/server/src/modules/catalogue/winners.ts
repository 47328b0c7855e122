import { TRIAL_TYPE } from '@mekong/contracts';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { bets, games, members } from '../../platform/db/schema.ts';
import { gameName } from './games.ts';

/** The board is public: only the ends of an account show (ab***9); short ones keep one letter. */
export function maskAccount(account: string): string {
  return account.length <= 3 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

const WINDOW_DAYS = 7;

/**
 * The biggest wins (payout over stake) of bets settled in the last week on this merchant; free
 * play's demo money is no win. Lottery bets have no catalogue row, so their name is the game code.
 */
export async function winnerBoard(
  db: Db,
  merchantId: number,
  q: { category: string; limit: number; language: string },
) {
  const win = sql<string>`(${bets.payout} - ${bets.stake})`;
  const rows = await db
    .select({
      account: members.account,
      win: sql<string>`${win}::text`,
      category: bets.category,
      gameCode: bets.gameCode,
      names: games.names,
    })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .leftJoin(games, and(eq(games.vendorCode, bets.vendorCode), eq(games.code, bets.gameCode)))
    .where(
      and(
        eq(bets.merchantId, merchantId),
        eq(bets.status, 'SETTLED'),
        gt(bets.settledAt, sql`now() - make_interval(days => ${WINDOW_DAYS})`),
        gt(bets.payout, bets.stake),
        ne(members.type, TRIAL_TYPE),
        q.category === 'ALL' ? undefined : eq(bets.category, q.category),
      ),
    )
    .orderBy(desc(win), desc(bets.settledAt))
    .limit(q.limit);
  return rows.map((r) => ({
    vo: {
      customerName: maskAccount(r.account),
      winAmount: r.win,
      gameName: gameName(r.names, r.gameCode, q.language),
      category: r.category,
    },
  }));
}
