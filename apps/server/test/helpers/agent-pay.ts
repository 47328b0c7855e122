import type { ContractKind } from '@mekong/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { zonedTime } from '../../src/modules/lottery/schedule/zoned.ts';
import { moveMoney } from '../../src/modules/wallet/money.ts';
import {
  agentContracts,
  bets,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
} from '../../src/platform/db/schema.ts';
import { HOUSE_KINDS, houseAccount, playerAccount } from '../../src/platform/money/accounts.ts';
import { makeMember } from './accounts.ts';
import { playedBet } from './rounds.ts';

export const PP = 'Asia/Phnom_Penh';

/** A wall-clock instant in a zone, to the millisecond. */
export const local = (tz: string, y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(zonedTime(tz, y, mo, d, h, mi).getTime() + s * 1000 + ms);

type Merchant = { id: number; currency: string; walletMode: 'single' };
export const merchantOf = (id: number): Merchant => ({ id, currency: 'USD', walletMode: 'single' });

/** A member of the team with 1,000.00 to bet, below an upline. */
export async function teamMember(app: App, merchantId: number, uplineId: number | null, agent = false) {
  const m = await makeMember(app, merchantId, { uplineId, type: agent ? 1 : 0 });
  await moveMoney(app.database.db, {
    merchantId,
    scope: 'test-fund',
    input: { member: m.id },
    actor: { type: 'system', id: 'test' },
    action: 'test.fund',
    type: 'BONUS',
    memberId: m.id,
    amount: 100_000_000n,
    accounts: async () => ({
      from: await houseAccount(app.database.db, merchantId, HOUSE_KINDS.bonuses, 'USD'),
      to: await playerAccount(app.database.db, merchantId, m.id, 'USD'),
    }),
  });
  return m.id;
}

/** A live-table bet staked and settled through the vendor wallet, then dated to when it settled. */
export async function settledAt(
  app: App,
  merchantId: number,
  memberId: number,
  stake: bigint,
  payout: bigint,
  at: Date,
) {
  const { betId } = await playedBet(app.database.db, merchantOf(merchantId), memberId, {
    stake,
    payout,
    gameCode: 'baccarat',
  });
  await app.database.db
    .update(bets)
    .set({ placedAt: new Date(at.getTime() - 1000), settledAt: at })
    .where(and(eq(bets.merchantId, merchantId), eq(bets.externalId, betId)));
}

/** A contract in force since `since` (the API's offer and answer have their own tests). */
export async function contract(
  app: App,
  merchantId: number,
  uplineId: number,
  memberId: number,
  kind: ContractKind,
  terms: Record<string, unknown>,
  since = new Date('2026-01-01T00:00:00Z'),
) {
  const [row] = await app.database.db
    .insert(agentContracts)
    .values({ merchantId, kind, uplineId, memberId, status: 'ACTIVE', terms, decidedAt: since, activatedAt: since })
    .returning({ id: agentContracts.id });
  return (row as { id: number }).id;
}

export const tiers = (...t: [validBet: number, activeMembers: number, rate: number, profitLoss?: number][]) => ({
  tiers: t.map(([validBet, activeMembers, rate, profitLoss]) => ({
    validBet: String(validBet),
    activeMembers,
    rate,
    ...(profitLoss === undefined ? {} : { profitLoss: String(profitLoss) }),
  })),
});

/** What contract pay put in these members' main wallets, straight from the ledger postings. */
export async function ledgerPay(app: App, memberIds: number[]) {
  const [row] = await app.database.db
    .select({
      n: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        inArray(ledgerAccounts.memberId, memberIds),
        eq(ledgerAccounts.kind, 'main'),
        inArray(ledgerTransactions.type, ['AGENT_SALARY', 'AGENT_DIVIDEND']),
      ),
    );
  return { n: row?.n ?? 0, sum: row?.sum ?? '0' };
}
