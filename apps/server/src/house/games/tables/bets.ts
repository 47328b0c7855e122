/**
 * What every table game shares: the shape of a bet and of its settlement, the integer payout maths,
 * the error codes of bet validation and the published return to player.
 */

/** A stake on one bet kind; `selection` carries the numbers or faces for the kinds that need them. */
export type TableBet<K extends string = string> = {
  kind: K;
  selection?: readonly number[];
  stake: bigint;
};

export type BetResult = 'WIN' | 'LOSE' | 'PUSH' | 'HALF_LOSS';

/** `payout` is the total returned to the player, stake included: 0 when lost, the stake on a push. */
export type Settlement = { result: BetResult; payout: bigint };

export type BetError = 'UNKNOWN_BET_KIND' | 'SELECTION_REQUIRED' | 'SELECTION_NOT_ALLOWED' | 'INVALID_SELECTION';

/** How a bet kind pays and what it returns over the long run. */
export type BetKindInfo = {
  /** The payout as shown on the table, e.g. '0.95:1' or '1:1 / 2:1 / 3:1'. */
  pays: string;
  /** Total returned per unit staked on the smallest and on the largest win, stake included. */
  minMultiplier: number;
  maxMultiplier: number;
  /** Exact long-run return per unit staked (computed from the rules, not measured). */
  rtp: number;
  /** Where the return depends on the selection (sic bo totals): per selection; `rtp` is then the lowest. */
  rtpBySelection?: Record<string, number>;
  /** Standard deviation of the return per unit staked (the largest over selections): what the simulation tolerance is derived from. */
  stdDev: number;
  /** What `selection` must hold, if anything. */
  selection: string | null;
};

export type TableGameInfo<K extends string> = {
  code: 'baccarat' | 'dragon-tiger' | 'roulette' | 'sicbo';
  /** The bet the catalogue's single RTP figure describes. */
  headlineBet: K;
  /** The catalogue's RTP (the seed row), equal to the headline bet's RTP rounded to four places. */
  rtp: number;
  /** The bets every simulation checks. */
  mainBets: readonly K[];
  /** Rounds the published tolerance is stated for. */
  simulationRounds: number;
  bets: Record<K, BetKindInfo>;
};

/** Four standard errors of the mean return after `rounds` independent rounds of one unit. */
export const rtpTolerance = (stdDev: number, rounds: number) => (4 * stdDev) / Math.sqrt(rounds);

/**
 * A win paying `numerator/denominator` to one: the stake plus the winnings rounded DOWN to the
 * minor unit, so the house never pays a fraction it does not have (banker 0.95:1 on 15 pays 29).
 */
export function winPayout(stake: bigint, numerator: bigint, denominator = 1n): Settlement {
  return { result: 'WIN', payout: stake + (stake * numerator) / denominator };
}

export const LOST: Settlement = { result: 'LOSE', payout: 0n };

export const push = (stake: bigint): Settlement => ({ result: 'PUSH', payout: stake });

/** Half the stake back, rounded DOWN: an odd minor unit stays with the house. */
export const halfLoss = (stake: bigint): Settlement => ({ result: 'HALF_LOSS', payout: stake / 2n });

/**
 * Settles each bet after checking it again: bets reach `settle` only after `validateBet`, so an
 * invalid one here is a programming error, not a player's mistake.
 */
export function settleEach<K extends string>(
  bets: readonly TableBet<K>[],
  validate: (kind: string, selection?: readonly number[]) => BetError | null,
  settleOne: (bet: TableBet<K>) => Settlement,
): Settlement[] {
  return bets.map((bet) => {
    const error = validate(bet.kind, bet.selection);
    if (error) throw new RangeError(`${error}: ${bet.kind} ${JSON.stringify(bet.selection ?? null)}`);
    if (bet.stake <= 0n) throw new RangeError(`stake must be positive: ${bet.stake}`);
    return settleOne(bet);
  });
}

/** Validation of the kinds that take no selection. */
export function validatePlainBet(
  kinds: readonly string[],
  kind: string,
  selection?: readonly number[],
): BetError | null {
  if (!kinds.includes(kind)) return 'UNKNOWN_BET_KIND';
  return selection === undefined ? null : 'SELECTION_NOT_ALLOWED';
}
