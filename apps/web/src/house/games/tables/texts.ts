import type { HouseT } from '../../i18n.ts';
import type { Card } from './types.ts';

/** A bet's name in the window's language: "Banker", "Split 1–2", "Total 9", "Pair 3 and 5". */
export function betName(t: HouseT, kind: string, selection: readonly number[] = []): string {
  const [a = 0, b = 0] = selection;
  if (kind === 'DOZEN') return t('tables.bet.DOZEN', { from: 12 * (a - 1) + 1, to: 12 * a });
  return t(`tables.bet.${kind}`, { numbers: selection.join('–'), n: a, a, b });
}

const RANK_FACES = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export const rankFace = (rank: number) => RANK_FACES[rank] ?? '?';

/** "Queen of hearts": what a screen reader says for a card. */
export const cardName = (t: HouseT, card: Card) =>
  t('tables.card.name', {
    rank: card.rank === 1 || card.rank > 10 ? t(`tables.card.rank.${card.rank}`) : String(card.rank),
    suit: t(`tables.card.suit.${card.suit}`),
  });

/** 'baccarat-2' is table 2 of its game. */
export const tableNumber = (id: string) => id.split('-').at(-1) ?? id;
