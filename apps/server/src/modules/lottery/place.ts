import type { LotteryBetView, PrizeMode } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import { type Db, preparedRun } from '../../platform/db/index.ts';
import { lotteryDraws } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { gamesHouseAccount, playerAccount } from '../../platform/money/accounts.ts';
import { commandText, priorAnswer, withRetries } from '../../platform/money/command.ts';
import { ledgerError } from '../../platform/money/ledger.ts';
import { kernelRefusal } from '../../platform/money/sql-errors.ts';
import { gameByCode, LOTTERY_VENDOR, oddsOf, prizeModeOf } from './catalog.ts';
import { priceSlip, type Slip, slipExposure } from './slip.ts';
import type { DrawRow } from './views.ts';

export type SlipRequest = Slip & {
  gameCode: string;
  prizeMode: PrizeMode;
  issueNo: string;
  oddsVersion: number;
  clientRef: string;
};
type Merchant = { id: number; currency: string };
/** lottery_slip()'s answer, stored under the slip's key. */
type PlacedSlip = { bets: LotteryBetView[]; totalStake: string; balance: string };

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

const LOTTERY_SLIP = 'select response, replayed from lottery_slip($1::jsonb)';

/** A refusal of lottery_slip() (sql/functions/lottery_slip.sql) as the player's error. */
function slipError(err: unknown, draw: Pick<DrawRow, 'issueNo'>): unknown {
  const refusal = kernelRefusal(err);
  switch (refusal?.kind) {
    case 'draw.closed':
      return closed(draw);
    case 'odds.changed':
      return new AppError('lottery.odds.changed', 'The odds have changed', { oddsVersion: Number(refusal.detail) });
    case 'player.draw.limit':
      return limitError('PLAYER_DRAW', BigInt(refusal.detail ?? '0'));
    case 'number.limit': {
      const { key, room } = JSON.parse(refusal.detail ?? '{}') as { key: string; room: string };
      return limitError('NUMBER', BigInt(room), key);
    }
    default:
      return ledgerError(err);
  }
}

/**
 * Places a slip: every line checked and priced here, then in one statement (lottery_slip(),
 * sql/functions/lottery_slip.sql, the money command's steps for a slip) the draw checked open under a share lock,
 * the odds version and the player's and numbers' limits held, the whole stake debited (player ->
 * house games) and one bet row per line written. Keyed by the client's reference, looked up
 * before any rule: a retried slip is placed once and answers its first placing even after the
 * draw closed or the odds moved, and a reused reference with another slip is refused.
 */
export async function placeSlip(db: Db, merchant: Merchant, memberId: number, req: SlipRequest) {
  const cmd = {
    merchantId: merchant.id,
    scope: `lottery-slip:${memberId}`,
    key: req.clientRef,
    input: req,
    actor: { type: 'member' as const, id: String(memberId) },
    action: 'lottery.bet',
  };
  const prior = await priorAnswer<PlacedSlip>(db, cmd);
  if (prior) return { issueNo: req.issueNo, ...prior.value, replayed: true };
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
  const total = lines.reduce((a, l) => a + l.stake, 0n);
  const exposure = [...slipExposure(lines)].sort(([a], [b]) => (a < b ? -1 : 1));
  const rows = lines.map((l, i) => ({
    category: game.family === 'VN' ? 'LOTT' : 'ELOTT',
    vendor_code: LOTTERY_VENDOR,
    game_code: game.code,
    round_id: String(draw.id),
    external_id: `${memberId}-${req.clientRef}-${i + 1}`,
    stake: l.stake.toString(),
    detail: { ...l.detail, drawId: draw.id, issueNo: draw.issueNo, prizeMode: mode },
  }));
  const text = commandText(cmd);
  const args = JSON.stringify({
    merchant: merchant.id,
    scope: cmd.scope,
    key: cmd.key,
    requestHash: text.requestHash,
    actorId: cmd.actor.id,
    draw: draw.id,
    game: game.id,
    oddsVersion: req.oddsVersion,
    member: memberId,
    total: total.toString(),
    maxPlayer: game.maxStakePerPlayerDraw.toString(),
    exposure: exposure.map(([key, amount]) => ({ key, amount: amount.toString() })),
    maxNumber: game.maxPayoutPerNumber.toString(),
    wallet,
    house,
    reference: `${memberId}-${req.clientRef}`,
    meta: {
      vendorCode: LOTTERY_VENDOR,
      category: game.family === 'VN' ? 'LOTT' : 'ELOTT',
      gameCode: game.code,
      roundId: String(draw.id),
      lines: lines.length,
    },
    bets: rows,
  });
  // The details are already JSON text (commandText), spliced in rather than parsed and redone.
  const values = [`${args.slice(0, -1)},"details":${text.details}}`];
  const [row] = await withRetries(() =>
    preparedRun(db)<{ response: unknown; replayed: boolean }>('lottery_slip', LOTTERY_SLIP, values),
  ).catch((err) => {
    throw slipError(err, draw);
  });
  if (!row) throw new Error('lottery_slip answered nothing');
  const value = (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as PlacedSlip;
  return { issueNo: draw.issueNo, ...value, replayed: row.replayed };
}
