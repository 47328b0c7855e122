import type { Rng } from '../../../platform/fair.ts';
import { type Card, freshShoe } from './cards.ts';

/** Punto banco dealt from eight decks with the fixed third-card tableau: no player decides anything. */

export const BACCARAT_DECKS = 8;

export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

export type BaccaratOutcome = {
  /** In the order dealt: the first two cards, then the third if drawn. */
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** Either side totalled 8 or 9 on two cards, so neither drew. */
  natural: boolean;
  /** The side's first two cards share a rank (10, J, Q and K are four different ranks). */
  playerPair: boolean;
  bankerPair: boolean;
};

/** Tens and pictures count nothing, the ace one, the others their pips. */
export const cardPoints = (card: Card) => (card.rank >= 10 ? 0 : card.rank);

const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;

/** Whether the banker draws, given the banker's two-card total and the points of the player's third card. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays one coup from a card source, dealing player, banker, player, banker, then any third cards. */
export function playCoup(draw: () => Card): BaccaratOutcome {
  const first = [draw(), draw(), draw(), draw()] as [Card, Card, Card, Card];
  const player = [first[0], first[2]];
  const banker = [first[1], first[3]];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = draw();
      player.push(card);
      playerThird = cardPoints(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    natural,
    playerPair: first[0].rank === first[2].rank,
    bankerPair: first[1].rank === first[3].rank,
  };
}

/**
 * Deals a coup from a freshly shuffled eight-deck shoe. A fresh shoe per round (rather than one shoe
 * kept across rounds) makes every round depend on its own fair stream only, so a player can verify a
 * round from its revealed seed alone, and the odds never drift with what earlier rounds used up.
 */
export const deal = (rng: Rng): BaccaratOutcome => playCoup(freshShoe(rng, BACCARAT_DECKS));
