/**
 * Bull-bull's engine: hand ranking, the pot with its rake, and a million simulated hands showing
 * that money is conserved in every hand and that the house takes exactly its rake, nothing else.
 */
import { describe, expect, it } from 'vitest';
import {
  type BullHand,
  compareHands,
  dealSeats,
  evaluateHand,
  HAND_COUNTS,
  handKey,
} from '../src/house/games/pvp/bull.ts';
import {
  ACTIONS,
  type BullAction,
  playHand,
  RAKE_PERCENT,
  rakeOf,
  settlePot,
  stakeOf,
} from '../src/house/games/pvp/bull-pot.ts';
import { rtpTolerance } from '../src/house/games/tables/bets.ts';
import { type Card, cardAt, type Suit } from '../src/house/games/tables/cards.ts';
import { FairStream, SimulationRng } from '../src/platform/fair.ts';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const card = (label: string): Card => ({ rank: RANKS.indexOf(label.slice(0, -1)), suit: label.slice(-1) as Suit });
const hand = (labels: string) => evaluateHand(labels.split(' ').map(card));

describe('bull-bull hands', () => {
  it('names each kind and its points', () => {
    expect(hand('AS 2H 4D 6C 9S')).toMatchObject({ kind: 'NO_BULL', points: 0, bull: null });
    expect(hand('3S 7H 10D 4C 5S')).toMatchObject({ kind: 'BULL', points: 9, bull: [0, 1, 2] });
    expect(hand('KS QH 5D 5C AS')).toMatchObject({ kind: 'BULL', points: 1 });
    expect(hand('2S 8H JD 4C 6S')).toMatchObject({ kind: 'BULL_BULL', points: 10 });
    expect(hand('JS QH KD JC 10S')).toMatchObject({ kind: 'BULL_BULL' });
    expect(hand('JS QH KD JC QS')).toMatchObject({ kind: 'FIVE_FACE', points: 10 });
    expect(hand('7S 7H 7D 7C 2S')).toMatchObject({ kind: 'BOMB' });
    expect(hand('AS 2H 3D AC 3S')).toMatchObject({ kind: 'FIVE_SMALL' });
    // All below five but adding up to 12: not five-small, just bull 2 (4+4+2 make the ten).
    expect(hand('4S 4H 2D AC AS')).toMatchObject({ kind: 'BULL', points: 2 });
    expect(() => evaluateHand([card('AS')])).toThrow(RangeError);
  });

  it('ranks the kinds: five-small > bomb > five-face > bull-bull > bull 9 … bull 1 > no bull', () => {
    const order = [
      'AS 2H 3D AC 3S', // five small
      '7S 7H 7D 7C 2S', // bomb
      'JS QH KD JC QS', // five face
      '2S 8H JD 4C 6S', // bull-bull
      '3S 7H 10D 4C 5S', // bull 9
      '3S 7H 10D 4C 4S', // bull 8
      'KS QH 5D 5C AS', // bull 1
      'KH 2H 3D 6C 9S', // no bull, king high
      'AS 2H 4D 6C 9S', // no bull, nine high
    ].map(hand);
    for (let i = 1; i < order.length; i++)
      expect(compareHands(order[i - 1] as BullHand, order[i] as BullHand), `#${i}`).toBeGreaterThan(0);
  });

  it('breaks ties by the highest card, then its suit, and a bomb by its rank', () => {
    expect(compareHands(hand('KS 2H 4D 6C 9S'), hand('KH 2S 4C 6D 9H'))).toBeGreaterThan(0);
    expect(compareHands(hand('KH 2H 4D 6C 9S'), hand('KC 2S 4C 6D 9H'))).toBeGreaterThan(0);
    expect(compareHands(hand('KC 2H 4D 6C 9S'), hand('KD 2S 4C 6D 9H'))).toBeGreaterThan(0);
    expect(compareHands(hand('3S 7H 10S 4C 5S'), hand('2S 8H 10H 4D 5C'))).toBeGreaterThan(0);
    expect(compareHands(hand('8S 8H 8D 8C 2S'), hand('7S 7H 7D 7C KS'))).toBeGreaterThan(0);
  });

  it('counts every five-card hand of a deck into the documented kinds', () => {
    const deck = Array.from({ length: 52 }, (_, i) => cardAt(i));
    const counts: Record<string, number> = {};
    const pick: Card[] = [];
    const walk = (from: number) => {
      if (pick.length === 5) {
        const h = evaluateHand(pick);
        const key = handKey(h);
        counts[key] = (counts[key] ?? 0) + 1;
        return;
      }
      for (let i = from; i < 52; i++) {
        pick.push(deck[i] as Card);
        walk(i + 1);
        pick.pop();
      }
    };
    walk(0);
    expect(counts).toEqual(HAND_COUNTS);
    expect(Object.values(HAND_COUNTS).reduce((a, b) => a + b, 0)).toBe(2_598_960);
  }, 30_000);

  it('deals five different cards to each of the five seats from one deck, the same for the same seed', () => {
    const seats = dealSeats(new FairStream('seed', 'bull-100-1:1', 0));
    const labels = seats.flat().map((c) => `${c.rank}${c.suit}`);
    expect(seats.map((s) => s.length)).toEqual([5, 5, 5, 5, 5]);
    expect(new Set(labels).size).toBe(25);
    expect(dealSeats(new FairStream('seed', 'bull-100-1:1', 0))).toEqual(seats);
  });

  it('never ties two hands of one deal, so a pot is never split', () => {
    const rng = new SimulationRng(7);
    for (let i = 0; i < 20_000; i++) {
      const strengths = dealSeats(rng).map((c) => evaluateHand(c).strength);
      expect(new Set(strengths).size).toBe(5);
    }
  });
});

const contender = (seat: number, action: BullAction, labels: string) => ({ seat, action, hand: hand(labels) });
const BEST = 'JS QH KD JC QS';
const GOOD = '3S 7H 10D 4C 5S';
const POOR = 'AS 2H 4D 6C 9S';

describe('the pot', () => {
  it('pays the winner the pot less 5%, each loser losing what they staked', () => {
    const pot = settlePot(100n, [contender(1, 'CALL', GOOD), contender(2, 'CALL', POOR), contender(3, 'FOLD', BEST)]);
    // Stakes 200 + 200 + 100 (the folded ante): the pot is 500, the rake 25.
    expect(pot).toEqual({
      winnerSeat: 1,
      pot: 500n,
      rake: 25n,
      players: [
        { seat: 1, stake: 200n, payout: 475n, result: 'WIN' },
        { seat: 2, stake: 200n, payout: 0n, result: 'LOSE' },
        { seat: 3, stake: 100n, payout: 0n, result: 'FOLD' },
      ],
    });
  });

  it('lets a winner take from each player at most its own stake; the rest goes back', () => {
    const pot = settlePot(100n, [contender(2, 'CALL', GOOD), contender(4, 'TRIPLE', POOR)]);
    expect(pot.players).toEqual([
      { seat: 2, stake: 200n, payout: 380n, result: 'WIN' },
      { seat: 4, stake: 400n, payout: 200n, result: 'LOSE' },
    ]);
    expect(pot).toMatchObject({ pot: 400n, rake: 20n });
  });

  it('gives every stake back, with no rake, when nobody contests the pot', () => {
    const folded = settlePot(100n, [contender(1, 'FOLD', GOOD), contender(2, 'FOLD', POOR)]);
    expect(folded).toMatchObject({ winnerSeat: null, pot: 0n, rake: 0n });
    expect(folded.players.map((p) => [p.payout, p.result])).toEqual([
      [100n, 'REFUND'],
      [100n, 'REFUND'],
    ]);
    expect(settlePot(100n, [contender(1, 'TRIPLE', GOOD)]).players[0]).toMatchObject({ payout: 400n });
  });

  it('rounds the rake up to the minor unit, in the house’s favour', () => {
    expect(rakeOf(400n)).toBe(20n);
    expect(rakeOf(3n)).toBe(1n);
    expect(rakeOf(21n)).toBe(2n);
    const odd = settlePot(7n, [contender(1, 'DOUBLE', GOOD), contender(2, 'CALL', POOR)]);
    // Pot 21 + 14 = 35: 5% is 1.75, the house keeps 2.
    expect(odd).toMatchObject({ pot: 35n, rake: 2n });
    expect(odd.players.map((p) => p.payout)).toEqual([33n, 0n]);
  });

  it('records a hand with its cards, kinds and money, and replays it identically from the seed', () => {
    const entries = [
      { seat: 3, action: 'DOUBLE' as const, defaulted: false },
      { seat: 1, action: 'CALL' as const, defaulted: true },
    ];
    const once = playHand(new FairStream('s', 'bull-100-1:7', 0), 100n, entries);
    expect(once.players.map((p) => p.seat)).toEqual([1, 3]);
    expect(once.players[0]).toMatchObject({ action: 'CALL', defaulted: true, stake: '200' });
    expect(once.players[0]?.cards).toHaveLength(5);
    expect(playHand(new FairStream('s', 'bull-100-1:7', 0), 100n, entries)).toEqual(once);
  });
});

/** A player's choice from their cards, with some randomness so every choice and mix is played. */
function choose(rng: SimulationRng, h: BullHand): BullAction {
  if (rng.int(10) === 0) return ACTIONS[rng.int(4)] as BullAction;
  if (h.kind === 'NO_BULL') return rng.int(2) === 0 ? 'FOLD' : 'CALL';
  if (h.kind === 'BULL') return h.points >= 7 ? 'DOUBLE' : 'CALL';
  return 'TRIPLE';
}

describe('a million simulated hands', () => {
  // A count of hands, not a speed: about 10 s alone, four times that beside other suites on two cores.
  it('conserve money in every hand, and the house keeps exactly its 5% rake of the pots', () => {
    const HANDS = 1_000_000;
    const rng = new SimulationRng(20_240_601);
    const ante = 100n;
    let staked = 0n;
    let paid = 0n;
    let raked = 0n;
    let pots = 0n;
    const dealt: Record<string, number> = {};
    let dealtHands = 0;
    const fullTableWins = [0, 0, 0, 0, 0];
    let fullTableHands = 0;
    for (let i = 0; i < HANDS; i++) {
      const cards = dealSeats(rng);
      const seats = rng.shuffle([1, 2, 3, 4, 5]).slice(0, 2 + rng.int(4));
      const contenders = seats.map((seat) => {
        const h = evaluateHand(cards[seat - 1] as Card[]);
        const key = handKey(h);
        dealt[key] = (dealt[key] ?? 0) + 1;
        return { seat, action: choose(rng, h), hand: h };
      });
      dealtHands += contenders.length;
      const result = settlePot(ante, contenders);
      let handStakes = 0n;
      let handPaid = 0n;
      for (const [j, p] of result.players.entries()) {
        const c = contenders[j];
        if (p.stake !== stakeOf(ante, c?.action as BullAction) || p.payout < 0n) throw new Error(`hand ${i}`);
        // The rake never eats a winner's whole gain.
        if (p.result === 'WIN' && p.payout <= p.stake) throw new Error(`hand ${i}: the winner gained nothing`);
        handStakes += p.stake;
        handPaid += p.payout;
      }
      // The invariant of every hand, checked exactly: what came in went out, or to the rake.
      if (handPaid + result.rake !== handStakes) throw new Error(`hand ${i} does not add up`);
      if (result.rake !== rakeOf(result.pot)) throw new Error(`hand ${i} rake`);
      staked += handStakes;
      paid += handPaid;
      raked += result.rake;
      pots += result.pot;
      if (seats.length === 5 && result.winnerSeat !== null) {
        fullTableHands++;
        fullTableWins[result.winnerSeat - 1] = (fullTableWins[result.winnerSeat - 1] as number) + 1;
      }
    }
    expect(paid + raked).toBe(staked);
    // With a 1.00 ante every pot is whole hundreds, so 5% of it is exact: the take is 5% to the unit.
    expect(raked * 100n).toBe(pots * RAKE_PERCENT);
    const houseEdge = Number(raked) / Number(staked);
    const rtp = Number(paid) / Number(staked);
    console.info(
      `bull-bull: ${HANDS} hands, players' RTP ${rtp.toFixed(5)}, house edge (rake share) ${houseEdge.toFixed(5)}`,
    );
    expect(rtp + houseEdge).toBeCloseTo(1, 12);
    // Refunded stakes (all folded, a winner's cap) are not raked: the take is at most 5% of stakes.
    expect(raked * 100n).toBeLessThanOrEqual(staked * RAKE_PERCENT);

    // Every seat is dealt as well as every other: in full-table hands each wins a fifth of the pots.
    for (const wins of fullTableWins)
      expect(Math.abs(wins / fullTableHands - 0.2)).toBeLessThan(rtpTolerance(Math.sqrt(0.2 * 0.8), fullTableHands));
    // And the dealt hands come up as often as the enumeration of every five-card hand says.
    for (const [key, count] of Object.entries(HAND_COUNTS)) {
      const p = count / 2_598_960;
      const measured = (dealt[key] ?? 0) / dealtHands;
      expect(Math.abs(measured - p), key).toBeLessThan(rtpTolerance(Math.sqrt(p * (1 - p)), dealtHands));
    }
  }, 120_000);
});
