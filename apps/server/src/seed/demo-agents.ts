import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { settleContracts } from '../modules/agent/index.ts';
import { localDay } from '../modules/lottery/index.ts';
import { playedRound } from '../modules/provider/index.ts';
import { moveMoney } from '../modules/wallet/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db/index.ts';
import { agentContracts, bets, members, merchants } from '../platform/db/schema.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../platform/money/accounts.ts';
import { demoPlayer } from './demo-player.ts';
import { seedGames } from './games.ts';

/** agent01's team: a sub-agent and players at two levels. [account, upline, agent?] */
const TEAM: [string, string, boolean][] = [
  ['agent02', 'agent01', true],
  ['team01', 'agent01', false],
  ['team02', 'agent01', false],
  ['team03', 'agent01', false],
  ['team04', 'agent02', false],
  ['team05', 'agent02', false],
];
/** Each member's bets: [category, game, stake, payout]; the even ones were settled yesterday. */
const BETS: [string, string, bigint, bigint][] = [
  ['LIVE', 'baccarat', 150_000n, 292_500n],
  ['RNG', 'mekong-fortune', 80_000n, 0n],
  ['LIVE', 'roulette', 120_000n, 0n],
  ['FISH', 'mekong-fishing', 60_000n, 45_000n],
];
/** The sub-agent's daily salary: 1% of its team's valid bet, 1.5% from 5,000.00 and two players. */
const SALARY_TERMS = {
  tiers: [
    { validBet: '0', activeMembers: 1, rate: 100 },
    { validBet: '500000', activeMembers: 2, rate: 150 },
  ],
};
const actor = { type: 'system' as const, id: 'demo-seed' };
const DAY = 86_400_000;

/**
 * A team under agent01 so the agent centre has something to show on a fresh start: agent02
 * (password agent1234) with a daily-salary contract from agent01, players below both, their
 * money and bets through the real money commands, and agent02's salary for yesterday paid by
 * the same settlement the job runs. Members that exist are skipped and every command is keyed,
 * so a restart changes nothing.
 */
export async function seedDemoAgents(db: Db, merchantCode: string) {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, merchantCode));
  if (!merchant) return;
  const ids = async () =>
    new Map(
      (
        await db
          .select({ id: members.id, account: members.account })
          .from(members)
          .where(
            and(eq(members.merchantId, merchant.id), inArray(members.account, ['agent01', ...TEAM.map((t) => t[0])])),
          )
      ).map((r) => [r.account, r.id]),
    );
  let have = await ids();
  if (!have.has('agent01')) return;
  for (const [i, [account, upline, agent]] of TEAM.entries()) {
    if (have.has(account)) continue;
    await db.insert(members).values({
      merchantId: merchant.id,
      account,
      type: agent ? 1 : 0,
      nickname: agent ? 'Demo Sub-agent' : `Team ${account.slice(-2)}`,
      passwordHash: await hashPassword(agent ? 'agent1234' : 'demo1234'),
      uplineId: have.get(upline) ?? null,
      affiliateCode: agent ? 'MEKONG02' : null,
      referralCode: `DEMOT${String(i + 1).padStart(3, '0')}`,
      firstLoginAt: new Date(),
      adultConfirmedAt: new Date(),
    });
    have = await ids();
  }
  const id = (account: string) => have.get(account) as number;
  const today = localDay(new Date(), merchant.timezone).start.getTime();
  const [contract] = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(and(eq(agentContracts.memberId, id('agent02')), eq(agentContracts.kind, 'DAILY_SALARY')));
  if (!contract) {
    // In force since before yesterday, so yesterday's salary is due.
    const since = new Date(today - 2 * DAY);
    await db.insert(agentContracts).values({
      merchantId: merchant.id,
      kind: 'DAILY_SALARY',
      uplineId: id('agent01'),
      memberId: id('agent02'),
      status: 'ACTIVE',
      terms: SALARY_TERMS,
      createdAt: since,
      decidedAt: since,
      activatedAt: since,
    });
  }
  for (const [account] of TEAM.filter((t) => !t[2])) await play(db, merchant, id(account), today);
  // Yesterday has closed whatever the hour, so its salary is paid now, as the job would have.
  await settleContracts(
    db,
    merchant,
    'DAILY_SALARY',
    localDay(new Date(today - DAY / 2), merchant.timezone).start,
    actor,
  );
}

/**
 * A player's money and bets. The even bets belong to yesterday: settled today (the first start)
 * they move to yesterday's midday; on a later day they are older than today and stay.
 */
async function play(
  db: Db,
  merchant: { id: number; currency: string; walletMode: 'single' | 'transfer' },
  memberId: number,
  today: number,
) {
  const yesterday = new Date(today - DAY / 2);
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
    amount: 1_000_000n,
    accounts: async () => ({
      from: await houseAccount(db, merchant.id, HOUSE_KINDS.bonuses, merchant.currency),
      to: await playerAccount(db, merchant.id, memberId, merchant.currency),
    }),
  });
  await seedGames(db); // the rounds below are played in the house's games
  for (const [i, [, gameCode, stake, payout]] of BETS.entries()) {
    const externalId = `demo-team-${memberId}-${i}`;
    await playedRound(db, 'HOUSE', demoPlayer(merchant, memberId, gameCode), {
      betId: externalId,
      roundId: externalId,
      gameCode,
      stake,
      payout,
    });
    if (i % 2 !== 0) continue;
    await db
      .update(bets)
      .set({ placedAt: sql`${yesterday.toISOString()}::timestamptz - interval '5 minutes'`, settledAt: yesterday })
      .where(
        and(
          eq(bets.merchantId, merchant.id),
          eq(bets.vendorCode, 'HOUSE'),
          eq(bets.externalId, externalId),
          gte(bets.settledAt, new Date(today)),
        ),
      );
  }
}
