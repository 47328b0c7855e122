import type { CSSProperties } from 'react';
import { useHouseT } from '../../../i18n.ts';
import { cardName, rankFace } from '../texts.ts';
import type { Card } from '../types.ts';

const SUIT_SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

/** A card turned face up, `delay` ms after the result shows (no motion when the player asks for none). */
export function PlayingCard({ card, delay = 0, animate }: { card: Card; delay?: number; animate: boolean }) {
  const { t } = useHouseT();
  const red = card.suit === 'H' || card.suit === 'D';
  return (
    <span
      className="tables-card"
      data-animate={animate || undefined}
      style={{ '--deal-delay': `${delay}ms` } as CSSProperties}
      role="img"
      aria-label={cardName(t, card)}
    >
      <span className="tables-card-inner">
        <span className="tables-card-face" data-red={red}>
          <b>{rankFace(card.rank)}</b>
          <span>{SUIT_SYMBOLS[card.suit]}</span>
        </span>
        <span className="tables-card-back" />
      </span>
    </span>
  );
}

/** A face-down card: the place a card will be dealt to. */
export function CardBack() {
  const { t } = useHouseT();
  return (
    <span className="tables-card tables-card-down" role="img" aria-label={t('tables.card.back')}>
      <span className="tables-card-inner">
        <span className="tables-card-back" />
      </span>
    </span>
  );
}
