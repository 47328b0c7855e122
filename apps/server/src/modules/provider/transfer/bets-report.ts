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
 * Whether the player had money at the vendor when the bet was placed: a transfer into it, done,
 * made no later than `placedAt`. A vendor reports bets by the player's id alone, and ids run in
 * order: without this, a vendor (or whoever holds its secret) could book any turnover for any
 * player of any transfer-wallet brand, completing bonus wagering and paying rebates, points and
 * agents on bets never played. Read from vendor_transfers_member_vendor.
 */
async function hadMoneyThere(db: Db, merchantId: number, memberId: number, vendorCode: string, placedAt: Date) {
  const [row] = await db
    .select({ id: vendorTransfers.id })
    .from(vendorTransfers)
    .where(
      and(
        eq(vendorTransfers.merchantId, merchantId),
        eq(vendorTransfers.memberId, memberId),
        eq(vendorTransfers.vendorCode, vendorCode),
        eq(vendorTransfers.direction, 'IN'),
        eq(vendorTransfers.status, 'DONE'),
        lte(vendorTransfers.createdAt, placedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the brand switched the vendor to the seamless model after the bet was placed: a bet
 * played in the transfer model is reported after its round ends, perhaps after the switch.
 */
async function switchedAfter(db: Db, merchantId: number, vendorCode: string, placedAt: Date) {
  const [row] = await db
    .select({ at: merchantVendorWallets.updatedAt })
    .from(merchantVendorWallets)
    .where(
      and(
        eq(merchantVendorWallets.merchantId, merchantId),
        eq(merchantVendorWallets.vendorCode, vendorCode),
        gte(merchantVendorWallets.updatedAt, placedAt),
      ),
    );
  return row !== undefined;
}

/** A vendor's clock may run a little ahead of ours; a bet placed later than this is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

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
  const placedAt = new Date(b.placedAt);
  // Only a player who had money at this vendor when the bet was placed: to anyone else (another
  // brand's, one who never played there) the vendor's id is unknown, as a wrong id is.
  if (placedAt.getTime() > Date.now() + CLOCK_SKEW_MS) return refuse('UNKNOWN_PLAYER');
  if (!(await hadMoneyThere(db, merchant.id, memberId, vendorCode, placedAt))) return refuse('UNKNOWN_PLAYER');
  // A bet played in the transfer model is reported after the round ends, perhaps after the brand
  // switched the vendor to the seamless model: it is still the player's, and still turnover.
  if (
    (await walletModelOf(db, merchant, vendorCode)) !== 'TRANSFER' &&
    !(await switchedAfter(db, merchant.id, vendorCode, placedAt))
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
    placedAt: placedAt.toISOString(),
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
