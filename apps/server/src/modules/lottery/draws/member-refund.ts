import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { merchants } from '../../../platform/db/schema.ts';
import { runMoneyCommand } from '../../../platform/money/command.ts';
import { rowsOf, type Tx } from '../../../platform/money/ledger.ts';
import { LOTTERY_VENDOR, type LotteryGame } from '../catalog.ts';
import { closeChunk, lockOpenBets, type Merchant } from './settle.ts';

const SYSTEM = { type: 'system' as const, id: 'lottery' };
const REFUND = { status: 'CANCELLED' as const, type: 'BET_REFUND' };

type Game = Pick<LotteryGame, 'family' | 'region'>;

/**
 * Draws where the member has open bets and which still take bets, as lottery_slip() judges it,
 * with their game (whose rules say what each bet added to the draw's exposure).
 */
async function drawsStillOpen(db: Db, merchantId: number, memberId: number) {
  const rows = rowsOf<{ id: string; family: string; region: string | null }>(
    await db.execute(sql`select distinct d.id::text as id, g.family, g.region from bets b
      join lottery_draws d on d.id::text = b.round_id and d.merchant_id = b.merchant_id
      join lottery_games g on g.id = d.game_id
      where b.merchant_id = ${merchantId} and b.member_id = ${memberId} and b.vendor_code = ${LOTTERY_VENDOR}
        and b.status = 'OPEN' and d.status = 'OPEN' and d.closes_at > now()
      order by 1`),
  );
  return rows.map((r) => ({ id: Number(r.id), game: { family: r.family, region: r.region } }));
}

/**
 * Holds the draw against closing while its bets are refunded, and says whether it still takes
 * bets. Closing the draw is an update of this row (lifecycle.ts closeDue), and every slip reads it
 * under a share lock (lottery_slip()), so once the row is ours the draw stays open until we
 * commit; nothing is drawn or settled before it is closed. A share lock would not do: the refund's
 * own lottery_close() updates the row's totals, and two refunds holding share locks would each
 * wait for the other's.
 */
async function holdOpenDraw(tx: Tx, merchantId: number, drawId: number) {
  const [row] = rowsOf<{ open: boolean }>(
    await tx.execute(sql`select (status = 'OPEN' and closes_at > now()) as open from lottery_draws
      where id = ${drawId} and merchant_id = ${merchantId} for no key update`),
  );
  return row?.open === true;
}

/**
 * Refunds the member's open bets on one draw, a chunk per money command, while the draw is open.
 * The same statement takes their stakes off the member's total on the draw and their exposure off
 * its numbers (lottery_close() with `release`), under the draw's row lock that every slip waits
 * for, so the room they held is free to the next slip and never counted twice.
 */
async function refundOnDraw(db: Db, merchant: Merchant, memberId: number, drawId: number, game: Game) {
  let refunded = 0;
  for (let chunk = 0; ; chunk++) {
    const { value } = await runMoneyCommand(
      db,
      {
        merchantId: merchant.id,
        scope: 'lottery-member-refund',
        input: { drawId, memberId, chunk },
        actor: SYSTEM,
        action: 'lottery.member.refund',
      },
      async (tx) => {
        if (!(await holdOpenDraw(tx, merchant.id, drawId))) return { n: 0 };
        const open = await lockOpenBets(tx, merchant.id, drawId, memberId);
        if (open.length === 0) return { n: 0 };
        const closing = open.map((bet) => ({ bet, payout: bet.stake, validStake: 0n }));
        await closeChunk(tx, db, merchant, drawId, { ...REFUND, release: game }, closing);
        return { n: open.length };
      },
    );
    if (value.n === 0) return refunded;
    refunded += value.n;
  }
}

/**
 * Gives a member back the stakes of their open bets on draws still taking bets (a player starting
 * a break from play, who may not wait for a draw days away). Each bet is closed CANCELLED with a
 * BET_REFUND of its stake by lottery_close(), in the transaction that moves it from OPEN, so a
 * second run, or a draw's own settlement, never pays it again. Draws that have closed are left to
 * be drawn and settled as usual. Answers how many bets it refunded, on how many draws.
 */
export async function refundOpenLotteryBets(db: Db, merchantId: number, memberId: number) {
  const [merchant] = await db
    .select({ id: merchants.id, currency: merchants.currency })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant) return { bets: 0, draws: 0 };
  let bets = 0;
  let draws = 0;
  // One draw at a time, each under its own row lock, taken before any account as a slip takes it.
  for (const draw of await drawsStillOpen(db, merchantId, memberId)) {
    const n = await refundOnDraw(db, merchant, memberId, draw.id, draw.game);
    bets += n;
    if (n > 0) draws++;
  }
  return { bets, draws };
}
