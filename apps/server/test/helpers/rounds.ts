import type { ProviderAnswer } from '@mekong/contracts';
import type { BetMerchant } from '../../src/modules/bets/index.ts';
import { rollback } from '../../src/modules/provider/rollback.ts';
import { credit, debit } from '../../src/modules/provider/wallet.ts';
import type { Db } from '../../src/platform/db/index.ts';
import { demoPlayer } from '../../src/seed/demo-player.ts';
import { seedGames } from '../../src/seed/games.ts';
import { uniqueCode } from './app.ts';

/**
 * Bets for tests that need some, written by the statements a vendor's calls run in production
 * (provider_debit, provider_credit, provider_rollback) in the house vendor's games: what a test
 * reads back is what real play writes. The game names the category (a baccarat bet is LIVE).
 */
export type PlacedBet = { betId: string; roundId: string; answer: ProviderAnswer };

/** A house game of each category, for tests that only care about the category. */
export const GAME_OF = {
  RNG: 'mekong-fortune',
  LIVE: 'baccarat',
  FISH: 'mekong-fishing',
  PVP: 'bull-bull',
  SPORTS: 'sportsbook',
} as const;

const catalogued = new WeakSet<Db>();
async function catalogue(db: Db) {
  if (catalogued.has(db)) return;
  await seedGames(db);
  catalogued.add(db);
}

/** Takes a stake: the vendor's debit. A refusal throws the vendor's ProviderRefusal. */
export async function stakeBet(
  db: Db,
  merchant: BetMerchant,
  memberId: number,
  bet: { stake: bigint; gameCode?: string; betId?: string; roundId?: string },
): Promise<PlacedBet> {
  await catalogue(db);
  const gameCode = bet.gameCode ?? 'mekong-fortune';
  const betId = bet.betId ?? uniqueCode('b');
  const roundId = bet.roundId ?? uniqueCode('r');
  const answer = await debit(db, 'HOUSE', demoPlayer(merchant, memberId, gameCode), {
    transactionId: betId,
    roundId,
    gameCode,
    amount: bet.stake,
    currency: merchant.currency,
  });
  return { betId, roundId, answer };
}

/** Pays a bet what it won (stake included; 0 for a loss) and closes its round: it is settled. */
export const payBet = (
  db: Db,
  merchant: BetMerchant,
  bet: { betId: string; roundId: string },
  payout: bigint,
  validStake?: bigint,
) =>
  credit(db, 'HOUSE', {
    transactionId: `${bet.betId}-result`,
    referenceId: bet.betId,
    roundId: bet.roundId,
    amount: payout,
    currency: merchant.currency,
    roundClosed: true,
    validStake,
  });

/** Rolls a bet back: the stake returns and the bet is cancelled. */
export const refundBet = (db: Db, bet: { betId: string; roundId: string }) =>
  rollback(db, 'HOUSE', {
    transactionId: `${bet.betId}-rollback`,
    referenceId: bet.betId,
    roundId: bet.roundId,
  });

/** A whole bet, staked and settled. */
export async function playedBet(
  db: Db,
  merchant: BetMerchant,
  memberId: number,
  bet: { stake: bigint; payout: bigint; gameCode?: string; betId?: string; validStake?: bigint },
) {
  const placed = await stakeBet(db, merchant, memberId, bet);
  await payBet(db, merchant, placed, bet.payout, bet.validStake);
  return placed;
}
