/**
 * Stakes of the house slots. A stake is the total bet of one spin and must be a whole number of
 * coins, a coin being 1/20 of it (the line bet of the 20-line game): every pay is a whole number
 * of coins, so every win is exact in minor units and nothing is ever rounded.
 */
export const COINS_PER_STAKE = 20n;
export const MIN_STAKE = 100n;
export const MAX_STAKE = 1_000_000n;

export type StakeError = 'BELOW_MIN' | 'ABOVE_MAX' | 'NOT_WHOLE_COINS';

export function stakeError(stake: bigint): StakeError | null {
  if (stake < MIN_STAKE) return 'BELOW_MIN';
  if (stake > MAX_STAKE) return 'ABOVE_MAX';
  if (stake % COINS_PER_STAKE !== 0n) return 'NOT_WHOLE_COINS';
  return null;
}
