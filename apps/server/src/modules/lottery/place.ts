import type { PrizeMode } from '@mekong/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { bets, lotteryDraws } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { runMoneyCommand } from '../../platform/money/command.ts';
import { post, rowsOf, type Tx } from '../../platform/money/ledger.ts';
import { gamesHouseAccount, playerAccount } from '../wallet/accounts.ts';
import { gameByCode, LOTTERY_VENDOR, type LotteryGame, oddsOf, prizeModeOf } from './catalog.ts';
import { type PricedLine, priceSlip, type Slip, slipExposure } from './slip.ts';
import { type DrawRow, lotteryBetView } from './views.ts';

export type SlipRequest = Slip & {
  gameCode: string;
  prizeMode: PrizeMode;
  issueNo: string;
  oddsVersion: number;
  clientRef: string;
};
type Merchant = { id: number; currency: string };

const closed = (d: Pick<DrawRow, 'issueNo'>) =>
  new AppError('lottery.draw.closed', `Betting on draw ${d.issueNo} has closed`, { issueNo: d.issueNo });

function limitError(limit: 'PLAYER_DRAW' | 'NUMBER', room: bigint, key?: string) {
  return new AppError(
    'lottery.limit.exceeded',
    `Over the ${limit === 'NUMBER' ? 'payout limit of a number' : 'stake limit of a draw'}`,
    {
      limit,
      room: (room < 0n ? 0n : room).toString(),
      ...(key ? { key } : {}),
    },
  );
}

/**
 * Inside the slip's transaction: the draw still takes bets (its row is share-locked, so closing
 * it waits for this slip to commit and no bet lands after the close), the odds are still the
 * ones the slip was priced at, and the player's and the numbers' limits have room.
 */
async function holdRoom(
  tx: Tx,
  game: LotteryGame,
  draw: DrawRow,
  memberId: number,
  req: SlipRequest,
  lines: PricedLine[],
) {
  const [open] = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select (status = 'OPEN' and closes_at > now()) as ok from lottery_draws
      where id = ${draw.id} for share`),
  );
  if (!open?.ok) throw closed(draw);
  const [current] = rowsOf<{ v: number }>(
    await tx.execute(sql`select odds_version as v from lottery_games where id = ${game.id}`),
  );
  if (current?.v !== req.oddsVersion)
    throw new AppError('lottery.odds.changed', 'The odds have changed', { oddsVersion: current?.v });

  const total = lines.reduce((a, l) => a + l.stake, 0n);
  const max = game.maxStakePerPlayerDraw;
  const staked = rowsOf<{ staked: string }>(
    await tx.execute(sql`insert into lottery_player_stakes as s (draw_id, member_id, staked)
      values (${draw.id}, ${memberId}, ${total}) on conflict (draw_id, member_id)
      do update set staked = s.staked + excluded.staked returning staked::text`),
  );
  const after = BigInt(staked[0]?.staked ?? '0');
  if (after > max) throw limitError('PLAYER_DRAW', max - (after - total));

  // Keys in one order, so two slips on the same numbers lock them alike and never deadlock.
  const exposure = [...slipExposure(lines)].sort(([a], [b]) => (a < b ? -1 : 1));
  const rows = rowsOf<{ key: string; amount: string }>(
    await tx.execute(sql`insert into lottery_exposure as e (draw_id, key, amount)
      select ${draw.id}, x.key, x.amount from jsonb_to_recordset(${JSON.stringify(
        exposure.map(([key, amount]) => ({ key, amount: amount.toString() })),
      )}::jsonb) as x(key text, amount bigint) order by x.key
      on conflict (draw_id, key) do update set amount = e.amount + excluded.amount
      returning key, amount::text`),
  );
  const limit = game.maxPayoutPerNumber;
  const added = new Map(exposure);
  for (const r of rows) {
    if (BigInt(r.amount) > limit)
      throw limitError('NUMBER', limit - (BigInt(r.amount) - (added.get(r.key) ?? 0n)), r.key);
  }
  return total;
}

/**
 * Places a slip: every line checked and priced, the limits held, the whole stake debited (player
 * -> house games) and one bet row per line written, in one money command keyed by the client's
 * reference, so a retried slip is placed once and a reused reference with another slip is refused.
 */
export async function placeSlip(db: Db, merchant: Merchant, memberId: number, req: SlipRequest) {
  const game = await gameByCode(db, merchant.id, req.gameCode);
  const mode = prizeModeOf(game, req.prizeMode);
  const [draw] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, game.id), eq(lotteryDraws.issueNo, req.issueNo)));
  if (!draw) throw new AppError('lottery.draw.not.found', `No draw ${req.issueNo} of ${game.code}`);
  if (draw.status !== 'OPEN' || draw.closesAt <= new Date() || draw.opensAt > new Date()) throw closed(draw);
  if (req.oddsVersion !== game.oddsVersion) {
    throw new AppError('lottery.odds.changed', 'The odds have changed', { oddsVersion: game.oddsVersion });
  }
  const lines = priceSlip(game, await oddsOf(db, game, mode), req);
  const wallet = await playerAccount(db, merchant.id, memberId, merchant.currency);
  const house = await gamesHouseAccount(db, merchant.id, memberId, merchant.currency);
  const category = game.family === 'VN' ? 'LOTT' : 'ELOTT';
  const { value, replayed } = await runMoneyCommand(
    db,
    {
      merchantId: merchant.id,
      scope: `lottery-slip:${memberId}`,
      key: req.clientRef,
      input: req,
      actor: { type: 'member', id: String(memberId) },
      action: 'lottery.bet',
    },
    async (tx) => {
      const total = await holdRoom(tx, game, draw, memberId, req, lines);
      const moved = await post(tx, {
        merchantId: merchant.id,
        type: 'BET',
        memberId,
        reference: `${memberId}-${req.clientRef}`,
        meta: { vendorCode: LOTTERY_VENDOR, gameCode: game.code, roundId: String(draw.id), lines: lines.length },
        postings: [
          { accountId: wallet, amount: -total },
          { accountId: house, amount: total },
        ],
      });
      const rows = await tx
        .insert(bets)
        .values(
          lines.map((l, i) => ({
            merchantId: merchant.id,
            memberId,
            source: 'LOTTERY' as const,
            category,
            vendorCode: LOTTERY_VENDOR,
            gameCode: game.code,
            roundId: String(draw.id),
            externalId: `${memberId}-${req.clientRef}-${i + 1}`,
            stake: l.stake,
            detail: { ...l.detail, drawId: draw.id, issueNo: draw.issueNo, prizeMode: mode },
            debitTransactionId: moved.transactionId,
          })),
        )
        .returning();
      return {
        issueNo: draw.issueNo,
        totalStake: total.toString(),
        balance: (moved.balances.get(wallet) ?? 0n).toString(),
        bets: rows.map(lotteryBetView),
      };
    },
  );
  return { ...value, replayed };
}
