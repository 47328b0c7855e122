import type { Rng } from '../../../platform/fair.ts';
import { type BullHand, dealSeats, evaluateHand, handLabels } from './bull.ts';

/**
 * The money of one bull-bull hand, banker-less ("compare with all"): every player pays the ante,
 * sees their cards, then folds or bets one, two or three more antes. The best hand among those
 * who did not fold wins. Like a poker side pot, a winner takes from each other player at most
 * what the winner staked; the rest of a bigger stake goes back to its owner. The house keeps a
 * rake of 5% of the pot it takes from, rounded UP to the minor unit; nothing else. So for every
 * hand: sum of payouts + rake == sum of stakes, exactly.
 */
export const ACTIONS = ['FOLD', 'CALL', 'DOUBLE', 'TRIPLE'] as const;
export type BullAction = (typeof ACTIONS)[number];

/** Antes bet on top of the ante by each choice. */
export const ACTION_MULTIPLIER: Record<BullAction, bigint> = { FOLD: 0n, CALL: 1n, DOUBLE: 2n, TRIPLE: 3n };
/** The most one hand can cost a player (ante plus a triple bet): what is reserved when it starts. */
export const RESERVE_ANTES = 4n;
/** What a player who does not choose in time plays. */
export const DEFAULT_ACTION: BullAction = 'CALL';
export const RAKE_PERCENT = 5n;

export const stakeOf = (ante: bigint, action: BullAction) => ante * (1n + ACTION_MULTIPLIER[action]);
/** The house's rake on a pot: 5%, any fraction of a minor unit rounded up. */
export const rakeOf = (pot: bigint) => (pot * RAKE_PERCENT + 99n) / 100n;

const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

export type Contender = { seat: number; action: BullAction; hand: BullHand };
export type PlayerResult = 'WIN' | 'LOSE' | 'FOLD' | 'REFUND';
export type Settled = { seat: number; stake: bigint; payout: bigint; result: PlayerResult };
export type PotResult = { winnerSeat: number | null; pot: bigint; rake: bigint; players: Settled[] };

export function settlePot(ante: bigint, contenders: readonly Contender[]): PotResult {
  if (ante <= 0n) throw new RangeError('the ante must be positive');
  const staked = contenders.map((c) => ({ ...c, stake: stakeOf(ante, c.action) }));
  const open = staked.filter((c) => c.action !== 'FOLD');
  // Nobody contests the pot (everyone folded, or the hand lost all but one player before it
  // began): every stake goes back and the house takes nothing.
  const refundAll = open.length === 0 || staked.length < 2;
  if (refundAll)
    return {
      winnerSeat: null,
      pot: 0n,
      rake: 0n,
      players: staked.map((c) => ({ seat: c.seat, stake: c.stake, payout: c.stake, result: 'REFUND' })),
    };
  const winner = open.reduce((best, c) => (c.hand.strength > best.hand.strength ? c : best));
  let pot = winner.stake;
  const players: Settled[] = staked.map((c) => {
    if (c === winner) return { seat: c.seat, stake: c.stake, payout: 0n, result: 'WIN' };
    const taken = smaller(c.stake, winner.stake);
    pot += taken;
    return { seat: c.seat, stake: c.stake, payout: c.stake - taken, result: c.action === 'FOLD' ? 'FOLD' : 'LOSE' };
  });
  const rake = rakeOf(pot);
  const won = players.find((p) => p.seat === winner.seat) as Settled;
  won.payout = pot - rake;
  return { winnerSeat: winner.seat, pot, rake, players };
}

/** Who played a hand and what they chose; `defaulted` when the clock chose for them. */
export type HandEntry = { seat: number; action: BullAction; defaulted: boolean };

/** A settled hand as it is recorded on its round and shown to the table (money as strings). */
export type BullOutcome = {
  ante: string;
  rakePercent: number;
  winnerSeat: number | null;
  pot: string;
  rake: string;
  players: {
    seat: number;
    action: BullAction;
    defaulted: boolean;
    cards: string[];
    kind: BullHand['kind'];
    points: number;
    stake: string;
    payout: string;
    result: PlayerResult;
  }[];
};

/** Deals from the hand's stream and settles it: the one function play and replay both use. */
export function playHand(rng: Rng, ante: bigint, entries: readonly HandEntry[]): BullOutcome {
  const cards = dealSeats(rng);
  const ordered = [...entries].sort((a, b) => a.seat - b.seat);
  const contenders = ordered.map((e) => ({
    seat: e.seat,
    action: e.action,
    hand: evaluateHand(cards[e.seat - 1] ?? []),
  }));
  const pot = settlePot(ante, contenders);
  return {
    ante: ante.toString(),
    rakePercent: Number(RAKE_PERCENT),
    winnerSeat: pot.winnerSeat,
    pot: pot.pot.toString(),
    rake: pot.rake.toString(),
    players: contenders.map((c, i) => {
      const money = pot.players[i] as Settled;
      return {
        seat: c.seat,
        action: c.action,
        defaulted: ordered[i]?.defaulted ?? false,
        cards: handLabels(cards[c.seat - 1] ?? []),
        kind: c.hand.kind,
        points: c.hand.points,
        stake: money.stake.toString(),
        payout: money.payout.toString(),
        result: money.result,
      };
    }),
  };
}
