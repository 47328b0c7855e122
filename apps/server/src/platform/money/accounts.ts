import { and, eq, sql } from 'drizzle-orm';
import { arrayLiteral, type Db } from '../db/index.ts';
import { ledgerAccounts } from '../db/schema.ts';
import { type AccountRef, accountId, rowsOf } from './ledger.ts';

/** The kinds of ledger account a player has. */
export const PLAYER_KINDS = { main: 'main', vendor: 'vendor', bonus: 'bonus', locked: 'locked' } as const;

/** The merchant's own accounts, one per purpose; they may run negative (they are the house). */
export const HOUSE_KINDS = {
  trialFunding: 'house_trial',
  deposits: 'house_deposits',
  payouts: 'house_payouts',
  games: 'house_games',
  bonuses: 'house_bonuses',
  /** Agents' contract pay: salaries and dividends (modules/agent/settle.ts). */
  agentCommissions: 'house_agent_commissions',
  /** Operators' balance adjustments (modules/operator/adjustments.ts). */
  adjustments: 'house_adjustments',
  /** Per TRANSFER-model vendor (vendor_code): money players moved to it, net of what came back. */
  vendorCustody: 'house_vendor_custody',
} as const;

/**
 * A player's account id, opened on first use. Called with the pool before a money command's
 * transaction starts (ids are cached; an empty account is harmless if the command then fails).
 */
export const playerAccount = (
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  kind = 'main',
  vendorCode = '',
) => accountId(db, { merchantId, memberId, kind, vendorCode, currency } satisfies AccountRef);

export const houseAccount = (db: Db, merchantId: number, kind: string, currency: string) =>
  accountId(db, { merchantId, memberId: null, kind, currency });

/** Every wallet account of a player with its balance (main first). */
export async function playerBalances(db: Db, merchantId: number, memberId: number) {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      balance: ledgerAccounts.balance,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.memberId, memberId)));
  return rows.sort((a, b) =>
    a.kind === 'main' ? -1 : b.kind === 'main' ? 1 : a.vendorCode.localeCompare(b.vendorCode),
  );
}

/**
 * Every bet moves money against the merchant's games account, so one row would serialise all
 * play. It is split in GAMES_SHARDS accounts (the shard named in vendor_code) picked by player;
 * their sum is the merchant's games result, and reconciliation proves each like any account.
 * A stake holds its shard's row lock until its statement commits, so two players on one shard
 * queue behind each other: with 16 shards and 50 vendor calls in flight, the wait for that lock
 * was two thirds of a provider call's database time (pg_stat_statements, `npm run bench`). With
 * 1,024, players rarely share a shard while they play.
 */
export const GAMES_SHARDS = 1024;
export const gamesHouseAccount = (db: Db, merchantId: number, memberId: number, currency: string) =>
  accountId(db, {
    merchantId,
    memberId: null,
    kind: HOUSE_KINDS.games,
    vendorCode: `shard-${memberId % GAMES_SHARDS}`,
    currency,
  });

/**
 * Agents' contract pay comes from the merchant's commissions account, split like the games
 * account so a settlement can pay several agents at once without queueing on one row.
 */
export const COMMISSION_SHARDS = 8;
export const commissionsHouseAccount = (db: Db, merchantId: number, memberId: number, currency: string) =>
  accountId(db, {
    merchantId,
    memberId: null,
    kind: HOUSE_KINDS.agentCommissions,
    vendorCode: `shard-${memberId % COMMISSION_SHARDS}`,
    currency,
  });

/**
 * Many members' main wallet accounts, opened where missing, in two statements rather than a
 * lookup per member (an agent settlement run pays hundreds at once): member id -> account id.
 */
export async function mainAccounts(db: Db, merchant: { id: number; currency: string }, memberIds: number[]) {
  const ids = arrayLiteral(memberIds);
  await db.execute(sql`insert into ledger_accounts (merchant_id, member_id, kind, vendor_code, currency)
    select ${merchant.id}, m, 'main', '', ${merchant.currency} from unnest(${ids}::int[]) m
    on conflict do nothing`);
  const rows = rowsOf<{ id: number; memberId: number }>(
    await db.execute(sql`select id, member_id as "memberId" from ledger_accounts
      where merchant_id = ${merchant.id} and member_id = any(${ids}::int[]) and kind = 'main' and vendor_code = ''`),
  );
  return new Map(rows.map((r) => [r.memberId, r.id]));
}
