import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { gamesHouseAccount, playerAccount } from '../../../platform/money/accounts.ts';
import { runMoneyCommand } from '../../../platform/money/command.ts';
import { ledgerError, rowsOf, type Tx } from '../../../platform/money/ledger.ts';
import { LOTTERY_VENDOR, type LotteryGame } from '../catalog.ts';
import { playOf } from '../play.ts';
import { betExposure } from '../slip.ts';
import type { DrawRow, LotteryBetDetail } from '../views.ts';
import { linePayout, outcomeOf } from './payout.ts';

/** Bets closed per transaction: big enough to be fast, small enough to keep locks short. */
export const SETTLE_CHUNK = 1000;

export type Merchant = { id: number; currency: string };
type OpenBet = {
  id: number;
  memberId: number;
  category: string;
  stake: bigint;
  externalId: string;
  detail: LotteryBetDetail;
};
type Closing = { bet: OpenBet; payout: bigint; validStake: bigint };

const SYSTEM = { type: 'system' as const, id: 'lottery' };

/**
 * Locks the next chunk of the draw's open bets (only one member's when `memberId` is given); rows
 * another process holds are skipped, not waited for.
 */
export async function lockOpenBets(tx: Tx, merchantId: number, drawId: number, memberId?: number): Promise<OpenBet[]> {
  const ofMember = memberId === undefined ? sql`` : sql`and member_id = ${memberId}`;
  const rows = rowsOf<{
    id: string;
    member_id: number;
    category: string;
    stake: string;
    external_id: string;
    detail: LotteryBetDetail;
  }>(
    await tx.execute(sql`select id, member_id, category, stake::text, external_id, detail from bets
      where merchant_id = ${merchantId} and vendor_code = ${LOTTERY_VENDOR} and round_id = ${String(drawId)}
        and status = 'OPEN' ${ofMember}
      order by id limit ${SETTLE_CHUNK} for update skip locked`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id,
    category: r.category,
    stake: BigInt(r.stake),
    externalId: r.external_id,
    detail: r.detail,
  }));
}

/**
 * Pays, closes and counts the chunk in one statement, lottery_close()
 * (sql/functions/lottery_close.sql): the ledger's postings, the bets' final state, the players'
 * bonus turnover and the draw's totals are written by the money kernel's SQL, as every game's are.
 * With `release` (the game, for refunds while the draw still takes bets) the same statement takes
 * the bets' stakes off their players' totals on the draw and their exposure off its numbers.
 */
export async function closeChunk(
  tx: Tx,
  db: Db,
  merchant: Merchant,
  drawId: number,
  mode: { status: 'SETTLED' | 'CANCELLED'; type: string; release?: Pick<LotteryGame, 'family' | 'region'> },
  closing: Closing[],
) {
  const { release } = mode;
  const bets = await Promise.all(
    closing.map(async (c) => ({
      id: c.bet.id,
      member: c.bet.memberId,
      ref: c.bet.externalId,
      meta: { vendorCode: LOTTERY_VENDOR, category: c.bet.category, drawId: c.bet.detail.drawId, betId: c.bet.id },
      house: await gamesHouseAccount(db, merchant.id, c.bet.memberId, merchant.currency),
      player: await playerAccount(db, merchant.id, c.bet.memberId, merchant.currency),
      stake: c.bet.stake.toString(),
      payout: c.payout.toString(),
      valid: c.validStake.toString(),
      ...(release
        ? { exposure: betExposure(release, c.bet.detail).map((e) => ({ key: e.key, amount: e.amount.toString() })) }
        : {}),
    })),
  );
  const args = {
    merchant: merchant.id,
    draw: drawId,
    status: mode.status,
    type: mode.type,
    release: release !== undefined,
    bets,
  };
  try {
    await tx.execute(sql`select lottery_close(${JSON.stringify(args)}::jsonb)`);
  } catch (err) {
    throw ledgerError(err);
  }
}

/**
 * Closes a draw's open bets a chunk at a time, each chunk one money command: lock the bets, judge
 * them, then pay and mark them in one statement. Exactly once by construction: a bet is paid only
 * in the transaction that moves it from OPEN, and rows another process is closing are skipped.
 * Answers how many bets this call closed.
 */
async function closeAll(
  db: Db,
  merchant: Merchant,
  draw: DrawRow,
  mode: { status: 'SETTLED' | 'CANCELLED'; type: string; action: string },
  judge: (bet: OpenBet) => { payout: bigint; validStake: bigint },
) {
  let closed = 0;
  for (let chunk = 0; await hasOpenBets(db, merchant.id, draw.id); chunk++) {
    const { value } = await runMoneyCommand(
      db,
      {
        merchantId: merchant.id,
        scope: 'lottery-draw',
        input: { drawId: draw.id, chunk },
        actor: SYSTEM,
        action: mode.action,
      },
      async (tx) => {
        const open = await lockOpenBets(tx, merchant.id, draw.id);
        if (open.length === 0) return { n: 0 };
        const closing = open.map((bet) => ({ bet, ...judge(bet) }));
        await closeChunk(tx, db, merchant, draw.id, mode, closing);
        return { n: open.length };
      },
    );
    // Nothing left that this process may take: the rest is another's.
    if (value.n === 0) break;
    closed += value.n;
  }
  return closed;
}

async function hasOpenBets(db: Db, merchantId: number, drawId: number) {
  const rows = rowsOf(
    await db.execute(sql`select 1 from bets where merchant_id = ${merchantId} and vendor_code = ${LOTTERY_VENDOR}
      and round_id = ${String(drawId)} and status = 'OPEN' limit 1`),
  );
  return rows.length > 0;
}

/** Settles a drawn draw's bets at their own odds and marks it SETTLED once none is left open. */
export async function settleDraw(db: Db, merchant: Merchant, game: LotteryGame, draw: DrawRow) {
  const outcome = outcomeOf(draw, game.family, game.region);
  const settled = await closeAll(
    db,
    merchant,
    draw,
    { status: 'SETTLED', type: 'BET_PAYOUT', action: 'lottery.settle' },
    (bet) => {
      const play = playOf(game.family, game.region, bet.detail.playType);
      if (!play) throw new Error(`unknown play type ${bet.detail.playType}`);
      return linePayout(play, bet.detail, bet.stake, outcome);
    },
  );
  const done = await finish(db, draw.id, 'DRAWN');
  return { settled, done };
}

/** Returns every open stake of a cancelled draw. */
export async function refundDraw(db: Db, merchant: Merchant, draw: DrawRow) {
  const refunded = await closeAll(
    db,
    merchant,
    draw,
    { status: 'CANCELLED', type: 'BET_REFUND', action: 'lottery.refund' },
    (bet) => ({ payout: bet.stake, validStake: 0n }),
  );
  const done = await finish(db, draw.id, 'CANCELLED');
  return { refunded, done };
}

/**
 * Marks the draw done once no bet of it is open (another process may still hold some): a drawn
 * draw becomes SETTLED, a cancelled one keeps its status and gets its settled time.
 */
async function finish(db: Db, drawId: number, from: 'DRAWN' | 'CANCELLED') {
  const to = from === 'DRAWN' ? 'SETTLED' : 'CANCELLED';
  const rows = rowsOf(
    await db.execute(sql`update lottery_draws d set status = ${to}, settled_at = now()
      where d.id = ${drawId} and d.status = ${from} and d.settled_at is null and not exists (
        select 1 from bets b where b.merchant_id = d.merchant_id and b.vendor_code = ${LOTTERY_VENDOR}
          and b.round_id = d.id::text and b.status = 'OPEN')
      returning d.id`),
  );
  return rows.length > 0;
}
