import type { Rng } from '../../../platform/fair.ts';
import { type Card, cardAt, cardLabel, type Suit } from '../tables/cards.ts';

/**
 * Bull-bull (Niu Niu) hands. Card values: ace 1, two to ten their number, jack/queen/king 10.
 * A hand of five has a "bull" when three of its cards add up to a multiple of ten; its points are
 * then the other two cards' total modulo ten (0 is bull-bull). Three special hands beat all of
 * those. Order, best first:
 *
 *   FIVE_SMALL  every card below 5 and the five add up to 10 or less
 *   BOMB        four cards of one rank
 *   FIVE_FACE   five jacks, queens or kings
 *   BULL_BULL   bull with points 0 (shown as 10)
 *   BULL        bull 9 down to bull 1
 *   NO_BULL     no three cards make a multiple of ten
 *
 * Equal kinds (and equal bull points) are decided by the highest card: rank first (king high),
 * then suit, spades > hearts > clubs > diamonds; a bomb by the rank of its four. One deck has no
 * two equal cards, so two hands are never equal: there are no split pots.
 */
export type HandKind = 'NO_BULL' | 'BULL' | 'BULL_BULL' | 'FIVE_FACE' | 'BOMB' | 'FIVE_SMALL';

export type BullHand = {
  kind: HandKind;
  /** Bull points 1..9, 10 for bull-bull and the special hands, 0 without a bull. */
  points: number;
  /** Larger is better; unique for every hand of one deck. */
  strength: number;
  /** Indexes of the three cards that make the ten (the bull), when there is one. */
  bull: [number, number, number] | null;
};

export const SEATS = 5;
export const CARDS_PER_HAND = 5;

/** The comparison order of the kinds; BULL adds its points on top. */
const KIND_SCORE: Record<HandKind, number> = {
  NO_BULL: 0,
  BULL: 0,
  BULL_BULL: 10,
  FIVE_FACE: 11,
  BOMB: 12,
  FIVE_SMALL: 13,
};

const SUIT_STRENGTH: Record<Suit, number> = { S: 3, H: 2, C: 1, D: 0 };

export const cardValue = (c: Card) => Math.min(c.rank, 10);
const cardStrength = (c: Card) => c.rank * 4 + SUIT_STRENGTH[c.suit];

/** The three cards making a multiple of ten, first in index order, or null. */
function findBull(values: readonly number[]): [number, number, number] | null {
  for (let a = 0; a < 3; a++)
    for (let b = a + 1; b < 4; b++)
      for (let c = b + 1; c < 5; c++)
        if (((values[a] as number) + (values[b] as number) + (values[c] as number)) % 10 === 0) return [a, b, c];
  return null;
}

export function evaluateHand(cards: readonly Card[]): BullHand {
  if (cards.length !== CARDS_PER_HAND) throw new RangeError(`a bull hand has five cards, not ${cards.length}`);
  const values = cards.map(cardValue);
  let total = 0;
  let highest = 0;
  for (const [i, c] of cards.entries()) {
    total += values[i] as number;
    highest = Math.max(highest, cardStrength(c));
  }
  const bull = findBull(values);
  const ranks = cards.map((c) => c.rank).sort((a, b) => a - b);
  // Sorted, four equal ranks are the first four or the last four.
  const quad = ranks[0] === ranks[3] || ranks[1] === ranks[4] ? ranks[1] : undefined;

  let kind: HandKind;
  let points = 10;
  let tieBreak = highest;
  if (cards.every((c) => c.rank < 5) && total <= 10) kind = 'FIVE_SMALL';
  else if (quad !== undefined) {
    kind = 'BOMB';
    tieBreak = quad * 4 + 3;
  } else if (cards.every((c) => c.rank > 10)) kind = 'FIVE_FACE';
  else if (!bull) {
    kind = 'NO_BULL';
    points = 0;
  } else if (total % 10 === 0) kind = 'BULL_BULL';
  else {
    kind = 'BULL';
    points = total % 10;
  }
  const score = kind === 'BULL' ? points : KIND_SCORE[kind];
  // Tie-breaks run 4..55, so a hundred per score step keeps the kinds apart.
  return { kind, points, strength: score * 100 + tieBreak, bull };
}

/** Positive when `a` beats `b`. */
export const compareHands = (a: BullHand, b: BullHand) => a.strength - b.strength;

/**
 * One shuffled deck dealt five cards to every seat, seat 1 first, whether or not it is taken: a
 * seat's cards depend only on the hand's seed and the seat number, so who sits elsewhere (or
 * whose stake was refused) never changes anyone's cards, and a replay needs nothing else.
 */
export function dealSeats(rng: Rng): Card[][] {
  // A forward Fisher–Yates over one deck, stopped after the cards needed: the k-th card dealt is
  // the k-th step's pick, exactly as tables/cards.ts freshShoe deals, without its bookkeeping.
  const deck = ORDER.slice();
  const seats: Card[][] = [];
  for (let s = 0; s < SEATS; s++) {
    const cards: Card[] = [];
    for (let c = 0; c < CARDS_PER_HAND; c++) {
      const k = s * CARDS_PER_HAND + c;
      const pick = k + rng.int(52 - k);
      const card = deck[pick] as number;
      deck[pick] = deck[k] as number;
      deck[k] = card;
      cards.push(DECK[card] as Card);
    }
    seats.push(cards);
  }
  return seats;
}

/** The 52 cards in freshShoe's unshuffled order (shared, never modified). */
const DECK: readonly Card[] = Array.from({ length: 52 }, (_, i) => cardAt(i));
const ORDER: readonly number[] = DECK.map((_, i) => i);

export const handLabels = (cards: readonly Card[]) => cards.map(cardLabel);

/**
 * How many of the 2,598,960 five-card hands of one deck are of each kind (bull points 1..9 under
 * BULL_1..BULL_9), counted by enumerating them all; the simulation test checks dealt hands against
 * these, and the rules page quotes them.
 */
export const HAND_COUNTS: Record<string, number> = {
  NO_BULL: 870_984,
  BULL_1: 171_288,
  BULL_2: 168_072,
  BULL_3: 171_288,
  BULL_4: 168_072,
  BULL_5: 177_408,
  BULL_6: 168_072,
  BULL_7: 171_288,
  BULL_8: 168_072,
  BULL_9: 171_288,
  BULL_BULL: 190_976,
  FIVE_FACE: 768,
  BOMB: 608,
  FIVE_SMALL: 776,
};
export const handKey = (h: BullHand) => (h.kind === 'BULL' ? `BULL_${h.points}` : h.kind);
