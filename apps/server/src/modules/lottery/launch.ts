import type { LaunchGameQuery } from '@mekong/contracts';
import type { Db } from '../../platform/db/index.ts';
import { AppError } from '../../platform/errors.ts';
import { gameByCode, gamePath, prizeModeOf } from './catalog.ts';

/**
 * Where a lottery launch goes ("Starting a lottery game"): our lottery is a page of
 * the portal, so the answer is its path: the lobby, or the game's betting page in the prize mode
 * asked for. SEA is a south-east Asian provider's slot: a merchant without one cannot launch it.
 */
export async function lotteryLaunchUrl(db: Db, merchantId: number, q: LaunchGameQuery) {
  if (q.lottoPrizeMode === 'SEA') throw new AppError('game.vendor.disabled', 'No SEA lottery provider is set up');
  if (q.lottoView === 'lobby' || !q.lottoGameCode) return '/elott';
  const game = await gameByCode(db, merchantId, q.lottoGameCode);
  const mode = prizeModeOf(game, q.lottoPrizeMode);
  return `${gamePath(game)}&prizeMode=${mode}`;
}
