import { and, eq } from 'drizzle-orm';
import { playedRound } from '../modules/provider/index.ts';
import { moveMoney } from '../modules/wallet/index.ts';
import type { Db } from '../platform/db/index.ts';
import { members, merchants } from '../platform/db/schema.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../platform/money/accounts.ts';
import { demoPlayer } from './demo-player.ts';
import { seedGames } from './games.ts';

/** Some play, so a newcomer's demo01 has records to look at: [category, game, stake, payout]. */
const DEMO_BETS: [string, string, bigint, bigint][] = [
  ['RNG', 'mekong-fortune', 2_000n, 0n],
  ['RNG', 'mekong-fortune', 2_000n, 7_500n],
  ['LIVE', 'baccarat', 10_000n, 19_500n],
  ['LIVE', 'roulette', 5_000n, 0n],
  ['FISH', 'mekong-fishing', 3_000n, 1_200n],
];
const DEMO_FUNDS = 100_000n;
const actor = { type: 'system' as const, id: 'demo-seed' };

/**
 * demo01's starting money and bet history, through the same money commands real play uses (so
 * the ledger, the records and the reconciliation all agree). Keyed, so a restart changes nothing.
 */
export async function seedDemoHistory(db: Db, merchantCode: string, account = 'demo01') {
  const [row] = await db
    .select({ merchant: merchants, memberId: members.id })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(merchants.code, merchantCode), eq(members.account, account)));
  if (!row) return;
  const { merchant, memberId } = row;
  await moveMoney(db, {
    merchantId: merchant.id,
    scope: 'demo-seed',
    key: `funds-${memberId}`,
    input: { memberId },
    actor,
    action: 'demo.fund',
    type: 'BONUS',
    memberId,
    meta: { reason: 'demo money' },
    amount: DEMO_FUNDS,
    accounts: async () => ({
      from: await houseAccount(db, merchant.id, HOUSE_KINDS.bonuses, merchant.currency),
      to: await playerAccount(db, merchant.id, memberId, merchant.currency),
    }),
  });
  // The rounds are played in the house's games: make sure the catalogue is there (it changes nothing
  // when it is, so an operator's edits survive).
  await seedGames(db);
  for (const [i, [, gameCode, stake, payout]] of DEMO_BETS.entries()) {
    // Through the vendor wallet's own statements, keyed: on a restart they replay and move nothing.
    await playedRound(db, 'HOUSE', demoPlayer(merchant, memberId, gameCode), {
      betId: `demo-${memberId}-${i}`,
      roundId: `demo-${memberId}-${i}`,
      gameCode,
      stake,
      payout,
    });
  }
}

/** What the seeded history adds up to, for tests that read it back. */
export const DEMO_HISTORY = {
  funds: DEMO_FUNDS,
  bets: DEMO_BETS.length,
  stake: DEMO_BETS.reduce((s, b) => s + b[2], 0n),
  payout: DEMO_BETS.reduce((s, b) => s + b[3], 0n),
};
