import type { ReportedBet, ReportedBetResult } from '@mekong/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { games, members, merchants, merchantVendorWallets, vendorTransfers } from '../../../platform/db/schema.ts';
import { rowsOf } from '../../../platform/money/ledger.ts';
import { walletModelOf } from './model.ts';

async function playerOf(db: Db, playerId: string) {
  if (!/^[1-9][0-9]{0,9}$/.test(playerId)) return undefined;
  const [row] = await db
    .select({
      memberId: members.id,
      merchant: { id: merchants.id, currency: merchants.currency, walletMode: merchants.walletMode },
    })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, Number(playerId)));
  return row;
}

/**
 * Whether a bet placed at `placedAt` was played in the transfer model before the brand switched
 * the vendor to the seamless one: placed no later than the switch, after money the player moved
 * to the vendor arrived there. Anything else from a seamless vendor is not its to report.
 */
async function playedBeforeTheSwitch(db: Db, merchantId: number, memberId: number, vendorCode: string, placedAt: Date) {
  const [row] = await db
    .select({ id: vendorTransfers.id })
    .from(vendorTransfers)
    .innerJoin(
      merchantVendorWallets,
      and(
        eq(merchantVendorWallets.merchantId, vendorTransfers.merchantId),
        eq(merchantVendorWallets.vendorCode, vendorTransfers.vendorCode),
      ),
    )
    .where(
      and(
        eq(vendorTransfers.merchantId, merchantId),
        eq(vendorTransfers.memberId, memberId),
        eq(vendorTransfers.vendorCode, vendorCode),
        eq(vendorTransfers.direction, 'IN'),
        eq(vendorTransfers.status, 'DONE'),
        lte(vendorTransfers.createdAt, placedAt),
        gte(merchantVendorWallets.updatedAt, placedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * One final bet of a TRANSFER-model vendor into the betting record, checked here and written by
 * provider_report_bet() (sql/functions/provider_report_bet.sql): the money was the vendor's to
 * move, so nothing is posted. Idempotent by the vendor's transaction id. It is booked as settled
 * when it is recorded; the vendor's settlement time stays in its detail (`vendorSettledAt`).
 */
async function recordBet(db: Db, vendorCode: string, b: ReportedBet): Promise<ReportedBetResult> {
  const refuse = (status: ReportedBetResult['status']) => ({ transactionId: b.transactionId, status });
  const player = await playerOf(db, b.playerId);
  if (!player) return refuse('UNKNOWN_PLAYER');
  const { merchant, memberId } = player;
  // A bet played in the transfer model is reported after the round ends, perhaps after the brand
  // switched the vendor to the seamless model: it is still the player's, and still turnover.
  if (
    (await walletModelOf(db, merchant, vendorCode)) !== 'TRANSFER' &&
    !(await playedBeforeTheSwitch(db, merchant.id, memberId, vendorCode, new Date(b.placedAt)))
  )
    return refuse('WRONG_WALLET_MODEL');
  if (b.currency !== merchant.currency) return refuse('WRONG_CURRENCY');
  // A game switched off since is still recorded: the bet happened.
  const [game] = await db
    .select({ category: games.category })
    .from(games)
    .where(and(eq(games.vendorCode, vendorCode), eq(games.code, b.gameCode)));
  if (!game) return refuse('UNKNOWN_GAME');
  const stake = BigInt(b.stake);
  const payout = b.status === 'SETTLED' ? BigInt(b.payout) : 0n;
  // The valid stake the vendor named (never above the stake), else the whole stake.
  const named = b.validStake === undefined ? stake : BigInt(b.validStake);
  const validStake = b.status === 'SETTLED' ? (named < stake ? named : stake) : 0n;
  const args = {
    merchant: merchant.id,
    member: memberId,
    vendor: vendorCode,
    transaction: b.transactionId,
    round: b.roundId,
    game: b.gameCode,
    category: game.category,
    stake: stake.toString(),
    payout: payout.toString(),
    validStake: validStake.toString(),
    status: b.status,
    detail: { ...(b.detail ?? {}), wallet: 'TRANSFER', vendorSettledAt: new Date(b.settledAt).toISOString() },
    placedAt: new Date(b.placedAt).toISOString(),
  };
  const [row] = rowsOf<{ outcome: 'OK' | 'REPLAYED' | 'DUPLICATE' }>(
    await db.execute(sql`select provider_report_bet(${JSON.stringify(args)}::jsonb) as outcome`),
  );
  if (row?.outcome === 'DUPLICATE') return refuse('DUPLICATE_TRANSACTION');
  return row?.outcome === 'REPLAYED'
    ? { transactionId: b.transactionId, status: 'OK' as const, replayed: true }
    : { transactionId: b.transactionId, status: 'OK' as const };
}

/** The `bets` call: each bet is recorded or refused on its own, in order. */
export async function recordReportedBets(db: Db, vendorCode: string, list: ReportedBet[]) {
  const results: ReportedBetResult[] = [];
  for (const b of list) results.push(await recordBet(db, vendorCode, b));
  return { status: 'OK' as const, results };
}
