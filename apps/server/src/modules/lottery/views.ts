import type { DrawView, LotteryBetView } from '@mekong/contracts';
import type { bets, lotteryDraws } from '../../platform/db/schema.ts';
import type { LotteryGame } from './catalog.ts';

export type DrawRow = typeof lotteryDraws.$inferSelect;
type BetRow = typeof bets.$inferSelect;

/** What a lottery bet row keeps in `bets.detail`: the line and the odds it was placed at. */
export type LotteryBetDetail = {
  drawId: number;
  issueNo: string;
  playType: string;
  numbers: string[];
  units: number;
  points: number;
  multiplier: number;
  unit: 'YUAN' | 'JIAO';
  prizeMode: string;
  pricePerPoint: string;
  pay: string | Record<string, string>;
};

/** A draw as players see it: the server seed only once the draw is made. */
export function drawView(d: DrawRow, game: Pick<LotteryGame, 'code' | 'station'>): DrawView {
  const revealed = d.status === 'DRAWN' || d.status === 'SETTLED';
  return {
    drawId: d.id,
    gameCode: game.code,
    issueNo: d.issueNo,
    status: d.status,
    opensAt: d.opensAt.toISOString(),
    closesAt: d.closesAt.toISOString(),
    drawAt: d.drawAt.toISOString(),
    result: revealed ? (d.result ?? null) : null,
    prizes: revealed ? (d.prizes ?? null) : null,
    seedHash: d.seedHash,
    serverSeed: revealed ? d.serverSeed : null,
    station: game.station,
  };
}

/** How a settled line ended: a cancelled draw or an LHC 49 returns the stake (no turnover). */
export function betResult(b: Pick<BetRow, 'status' | 'payout' | 'validStake' | 'stake'>): LotteryBetView['result'] {
  if (b.status === 'OPEN') return 'PENDING';
  if (b.status === 'CANCELLED' || (b.validStake === 0n && b.payout === b.stake)) return 'REFUND';
  return b.payout > 0n ? 'WON' : 'LOST';
}

export function lotteryBetView(b: BetRow): LotteryBetView {
  const d = b.detail as LotteryBetDetail;
  return {
    betId: b.id,
    gameCode: b.gameCode,
    issueNo: d.issueNo,
    playType: d.playType,
    numbers: d.numbers,
    units: d.units,
    points: d.points * d.multiplier,
    stake: b.stake.toString(),
    payout: b.payout.toString(),
    status: b.status,
    result: betResult(b),
    placedAt: b.placedAt.toISOString(),
  };
}
