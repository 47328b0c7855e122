import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { lotteryDraws, wageringRequirements } from '../../../platform/db/schema.ts';
import { gamesHouseAccount, playerAccount } from '../../../platform/money/accounts.ts';
import { runMoneyCommand } from '../../../platform/money/command.ts';
import { ledgerError, rowsOf, type Tx } from '../../../platform/money/ledger.ts';
import { progressWagering } from '../../bets/index.ts';
import { LOTTERY_VENDOR, type LotteryGame } from '../catalog.ts';
import { playOf } from '../play.ts';
import type { DrawRow, LotteryBetDetail } from '../views.ts';
import { linePayout, outcomeOf } from './payout.ts';

/** Bets closed per transaction: big enough to be fast, small enough to keep locks short. */
export const SETTLE_CHUNK = 1000;

type Merchant = { id: number; currency: string };
type OpenBet = { id: number; memberId: number; stake: bigint; externalId: string; detail: LotteryBetDetail };
type Closing = { bet: OpenBet; payout: bigint; validStake: bigint };

const SYSTEM = { type: 'system' as const, id: 'lottery' };

/** Locks the next chunk of the draw's open bets; rows another process holds are skipped, not waited for. */
async function lockOpenBets(tx: Tx, merchantId: number, drawId: number): Promise<OpenBet[]> {
  const rows = rowsOf<{ id: string; member_id: number; stake: string; external_id: string; detail: LotteryBetDetail }>(
    await tx.execute(sql`select id, member_id, stake::text, external_id, detail from bets
      where merchant_id = ${merchantId} and vendor_code = ${LOTTERY_VENDOR} and round_id = ${String(drawId)}
        and status = 'OPEN'
      order by id limit ${SETTLE_CHUNK} for update skip locked`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: r.member_id,
    stake: BigInt(r.stake),
    externalId: r.external_id,
    detail: r.detail,
  }));
}

/**
 * Pays every paying line of the chunk, one ledger transaction each (house games -> player), in one
 * statement through ledger_post(); answers each bet's transaction id.
 */
async function payLines(tx: Tx, db: Db, merchant: Merchant, type: string, paying: Closing[]) {
  if (paying.length === 0) return new Map<number, number>();
  const legs = await Promise.all(
    paying.map(async (c) => ({
      bet_id: c.bet.id,
      member_id: c.bet.memberId,
      ref: c.bet.externalId,
      meta: { vendorCode: LOTTERY_VENDOR, drawId: c.bet.detail.drawId, betId: c.bet.id },
      house: await gamesHouseAccount(db, merchant.id, c.bet.memberId, merchant.currency),
      player: await playerAccount(db, merchant.id, c.bet.memberId, merchant.currency),
      amount: c.payout.toString(),
    })),
  );
  // Player accounts in id order, so two chunks never lock the same players in opposite orders.
  legs.sort((a, b) => a.player - b.player);
  let rows: { bet_id: string; tx: string }[];
  try {
    rows = rowsOf(
      await tx.execute(sql`select w.bet_id::text, (select p.transaction_id from ledger_post(
          p_merchant => ${merchant.id}::int, p_type => ${type}::text, p_member => w.member_id, p_reference => w.ref,
          p_reverses => null, p_meta => w.meta, p_accounts => array[w.house, w.player],
          p_amounts => array[-w.amount, w.amount]) p
          limit 1)::text as tx
        from jsonb_to_recordset(${JSON.stringify(legs)}::jsonb)
          as w(bet_id bigint, member_id int, ref text, meta jsonb, house bigint, player bigint, amount bigint)`),
    );
  } catch (err) {
    throw ledgerError(err);
  }
  return new Map(rows.map((r) => [Number(r.bet_id), Number(r.tx)]));
}

/** Marks the chunk's bets closed; every one must still be open, or the whole chunk rolls back. */
async function closeBets(tx: Tx, status: 'SETTLED' | 'CANCELLED', closing: Closing[], txIds: Map<number, number>) {
  const rows = closing.map((c) => ({
    id: c.bet.id,
    payout: c.payout.toString(),
    valid: c.validStake.toString(),
    tx: txIds.get(c.bet.id) ?? null,
  }));
  const done = rowsOf(
    await tx.execute(sql`update bets b set status = ${status}, payout = v.payout, valid_stake = v.valid,
        settled_at = now(), credit_transaction_id = v.tx
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, payout bigint, valid bigint, tx bigint)
      where b.id = v.id and b.status = 'OPEN' returning b.id`),
  );
  if (done.length !== closing.length) throw new Error('a lottery bet was closed twice');
}

/** Settled stakes work off the bonus turnover of players who owe some. */
async function countTurnover(tx: Tx, merchantId: number, closing: Closing[]) {
  const byMember = new Map<number, bigint>();
  for (const c of closing) byMember.set(c.bet.memberId, (byMember.get(c.bet.memberId) ?? 0n) + c.validStake);
  const owing = await tx
    .selectDistinct({ memberId: wageringRequirements.memberId })
    .from(wageringRequirements)
    .where(
      and(
        eq(wageringRequirements.merchantId, merchantId),
        eq(wageringRequirements.status, 'ACTIVE'),
        inArray(wageringRequirements.memberId, [...byMember.keys()]),
      ),
    );
  for (const { memberId } of owing) await progressWagering(tx, merchantId, memberId, byMember.get(memberId) ?? 0n);
}

/**
 * Closes a draw's open bets a chunk at a time, each chunk one money command: lock the bets,
 * judge them, pay, mark them. Exactly once by construction: a bet is paid only in the
 * transaction that moves it from OPEN, and rows another process is closing are skipped. Answers
 * how many bets this call closed.
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
        const txIds = await payLines(
          tx,
          db,
          merchant,
          mode.type,
          closing.filter((c) => c.payout > 0n),
        );
        await closeBets(tx, mode.status, closing, txIds);
        if (mode.status === 'SETTLED') await countTurnover(tx, merchant.id, closing);
        const sum = (f: (c: Closing) => bigint) => closing.reduce((a, c) => a + f(c), 0n);
        await tx
          .update(lotteryDraws)
          .set({
            betCount: sql`${lotteryDraws.betCount} + ${closing.length}`,
            stakeTotal: sql`${lotteryDraws.stakeTotal} + ${sum((c) => c.bet.stake)}`,
            payoutTotal: sql`${lotteryDraws.payoutTotal} + ${sum((c) => c.payout)}`,
          })
          .where(eq(lotteryDraws.id, draw.id));
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
