import type { GameDetail, PrizeMode } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import { type LotteryGame, menuGame, oddsOf, prizeModeOf } from './catalog.ts';
import { playsOf } from './play.ts';

const amount = (v: bigint | Record<string, bigint>) =>
  typeof v === 'bigint' ? v.toString() : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.toString()]));

/** What the betting page builds a slip from: play types with the merchant's odds, limits, the odds version. */
export async function gameDetail(
  db: Db,
  merchant: { currency: string; currencySymbol: string },
  game: LotteryGame,
  asked: PrizeMode | undefined,
  language: string,
): Promise<GameDetail> {
  const mode = prizeModeOf(game, asked);
  const odds = await oddsOf(db, game, mode);
  return {
    game: { ...menuGame(game, language), region: game.region, station: game.station },
    prizeMode: mode,
    oddsVersion: game.oddsVersion,
    playTypes: playsOf(game.family, game.region).flatMap((p) => {
      const o = odds.get(p.code);
      return o
        ? [
            {
              code: p.code,
              digits: p.digits,
              group: p.group,
              choices: p.choices,
              pricePerPoint: o.pricePerPoint.toString(),
              payPerPoint: amount(o.pay),
            },
          ]
        : [];
    }),
    limits: {
      maxStakePerBet: game.maxStakePerBet.toString(),
      maxStakePerPlayerDraw: game.maxStakePerPlayerDraw.toString(),
      maxPayoutPerNumber: game.maxPayoutPerNumber.toString(),
    },
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}
