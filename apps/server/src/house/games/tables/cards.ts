import type { Rng } from '../../../platform/fair.ts';

/** Card helpers shared by baccarat and dragon tiger. */

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** rank 1 is the ace, 11 jack, 12 queen, 13 king. */
export type Card = { rank: number; suit: Suit };

const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** 'AS', '10H', 'KD': how a card is written in logs and round records. */
export const cardLabel = (card: Card) => `${RANK_LABELS[card.rank]}${card.suit}`;

/** The card at position `index` of an unshuffled shoe: each deck is spades, hearts, diamonds, clubs, A..K. */
export function cardAt(index: number): Card {
  const inDeck = index % 52;
  return { rank: (inDeck % 13) + 1, suit: SUITS[Math.floor(inDeck / 13)] as Suit };
}

/**
 * A freshly shuffled shoe of `decks` decks, shuffled lazily: the k-th draw is the k-th step of a
 * Fisher–Yates shuffle, so the cards come out exactly as from a fully shuffled shoe while a round
 * costs one random number per card dealt instead of one per card in the shoe. Positions moved by
 * earlier steps are remembered in a map; untouched positions hold their own index.
 */
export function freshShoe(rng: Rng, decks: number): () => Card {
  const size = 52 * decks;
  const moved = new Map<number, number>();
  let dealt = 0;
  return () => {
    if (dealt >= size) throw new RangeError('the shoe is empty');
    const pick = dealt + rng.int(size - dealt);
    const card = moved.get(pick) ?? pick;
    moved.set(pick, moved.get(dealt) ?? dealt);
    dealt++;
    return cardAt(card);
  };
}

/** A card source that hands out the given cards in order: scripted rounds in tests and replays. */
export function scriptedCards(cards: readonly Card[]): () => Card {
  let next = 0;
  return () => {
    const card = cards[next++];
    if (!card) throw new RangeError('no more scripted cards');
    return card;
  };
}
