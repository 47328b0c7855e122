import { type HouseT, useHouseT } from '../../../i18n.ts';
import { CardBack, PlayingCard } from '../shared/PlayingCard.tsx';
import type { BaccaratOutcome } from '../types.ts';

/** Deal order: player, banker, player, banker, then the third cards (player's first). */
const DEAL_MS = 450;

export function baccaratHeadline(t: HouseT, outcome: unknown) {
  const o = outcome as BaccaratOutcome;
  return `${t(`tables.result.${o.winner}`)} (${t('tables.bet.PLAYER')} ${o.playerTotal} – ${t('tables.bet.BANKER')} ${o.bankerTotal})`;
}

/** The two hands dealt face up one by one, their totals, and who won. */
export function BaccaratResult({ outcome, animate }: { outcome: unknown; animate: boolean }) {
  const { t } = useHouseT();
  const o = outcome as BaccaratOutcome;
  const delay = (side: 0 | 1, i: number) => (i < 2 ? (2 * i + side) * DEAL_MS : (4 + side) * DEAL_MS + 300);
  const hand = (side: 0 | 1, name: string, cards: BaccaratOutcome['player'], total: number, won: boolean) => (
    <div className="tables-hand" data-side={side === 0 ? 'a' : 'b'} data-won={won || undefined}>
      <h3>
        {name} <span className="tables-total">{t('tables.result.points', { points: total })}</span>
      </h3>
      <div className="tables-cards">
        {cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards never move
          <PlayingCard key={i} card={c} delay={delay(side, i)} animate={animate} />
        ))}
      </div>
    </div>
  );
  const marks = [
    o.natural && t('tables.result.natural'),
    o.playerPair && t('tables.result.playerPair'),
    o.bankerPair && t('tables.result.bankerPair'),
  ].filter(Boolean);
  return (
    <div className="tables-outcome baccarat-result">
      <div className="tables-hands">
        {hand(0, t('tables.bet.PLAYER'), o.player, o.playerTotal, o.winner === 'PLAYER')}
        {hand(1, t('tables.bet.BANKER'), o.banker, o.bankerTotal, o.winner === 'BANKER')}
      </div>
      <p className="tables-headline" data-animate={animate || undefined} data-winner={o.winner}>
        {t(`tables.result.${o.winner}`)}
        {marks.length > 0 && ` · ${marks.join(' · ')}`}
      </p>
    </div>
  );
}

/** Before the deal: two face-down hands. */
export function CardsIdle({ sides }: { sides: [string, string] }) {
  const { t } = useHouseT();
  return (
    <div className="tables-outcome tables-idle">
      <div className="tables-hands">
        {sides.map((side, i) => (
          <div key={side} className="tables-hand" data-side={i === 0 ? 'a' : 'b'}>
            <h3>{t(`tables.bet.${side}`)}</h3>
            <div className="tables-cards">
              <CardBack />
              {side !== 'DRAGON' && side !== 'TIGER' && <CardBack />}
            </div>
          </div>
        ))}
      </div>
      <p className="tables-muted">{t('tables.result.waiting')}</p>
    </div>
  );
}
