import { type HouseT, useHouseT } from '../../../i18n.ts';
import type { SicBoOutcome } from '../types.ts';
import { Die } from './Die.tsx';

export function sicboHeadline(t: HouseT, outcome: unknown) {
  const o = outcome as SicBoOutcome;
  return `${t('tables.result.dice', { dice: o.dice.join(' '), total: o.total })} · ${t(`tables.result.${o.size}`)}`;
}

/** Three dice rolled onto the table one after another, then the total and big, small or triple. */
export function SicboResult({ outcome, animate }: { outcome: unknown; animate: boolean }) {
  const { t } = useHouseT();
  const o = outcome as SicBoOutcome | null;
  return (
    <div className="tables-outcome sicbo-result">
      <div className="sicbo-dice">
        {[0, 1, 2].map((i) => {
          const face = o?.dice[i] ?? null;
          return (
            <Die
              key={i}
              face={face}
              size="large"
              label={face === null ? t('tables.result.shaking') : t('tables.die', { n: face })}
              tumble={animate}
              delay={i * 250}
            />
          );
        })}
      </div>
      {o ? (
        <p className="tables-headline" data-animate={animate || undefined} data-size={o.size}>
          {sicboHeadline(t, o)}
        </p>
      ) : (
        <p className="tables-muted">{t('tables.result.shaking')}</p>
      )}
    </div>
  );
}
