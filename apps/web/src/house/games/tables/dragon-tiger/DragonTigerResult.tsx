import { type HouseT, useHouseT } from '../../../i18n.ts';
import { PlayingCard } from '../shared/PlayingCard.tsx';
import type { DragonTigerOutcome } from '../types.ts';

export function dragonTigerHeadline(t: HouseT, outcome: unknown) {
  const o = outcome as DragonTigerOutcome;
  return o.suitedTie ? t('tables.result.suitedTie') : t(`tables.result.${o.winner}`);
}

/** One card to the dragon, one to the tiger, turned in turn; the higher rank wins. */
export function DragonTigerResult({ outcome, animate }: { outcome: unknown; animate: boolean }) {
  const { t } = useHouseT();
  const o = outcome as DragonTigerOutcome;
  const side = (name: 'DRAGON' | 'TIGER', card: DragonTigerOutcome['dragon'], order: number) => (
    <div className="tables-hand" data-side={name === 'DRAGON' ? 'b' : 'a'} data-won={o.winner === name || undefined}>
      <h3>{t(`tables.bet.${name}`)}</h3>
      <div className="tables-cards">
        <PlayingCard card={card} delay={order * 700} animate={animate} />
      </div>
    </div>
  );
  return (
    <div className="tables-outcome dt-result">
      <div className="tables-hands">
        {side('DRAGON', o.dragon, 0)}
        {side('TIGER', o.tiger, 1)}
      </div>
      <p className="tables-headline" data-animate={animate || undefined} data-winner={o.winner}>
        {dragonTigerHeadline(t, o)}
      </p>
    </div>
  );
}
