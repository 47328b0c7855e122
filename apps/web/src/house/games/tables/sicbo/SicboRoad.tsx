import { useHouseT } from '../../../i18n.ts';
import type { SicBoRoad as Road } from '../types.ts';
import { Die } from './Die.tsx';

const SHOWN = 16;

/** The last throws, newest first: the dice, their total and big, small or triple; with the counts. */
export function SicboRoad({ road }: { road: unknown }) {
  const { t } = useHouseT();
  const r = road as Road | null;
  if (!r || r.recent.length === 0) return <p className="tables-muted">{t('tables.road.empty')}</p>;
  const counts = (['BIG', 'SMALL', 'TRIPLE'] as const)
    .map((s) => t('tables.road.count', { name: t(`tables.result.${s}`), count: r.counts[s] }))
    .join(' · ');
  return (
    <div>
      <p className="tables-road-counts">{t('tables.road.cardSummary', { count: r.recent.length, counts })}</p>
      <h3 className="tables-road-sub">{t('tables.road.recentThrows')}</h3>
      <ol className="sicbo-recent">
        {[...r.recent]
          .reverse()
          .slice(0, SHOWN)
          .map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions in a history that only grows at the front
            <li key={i} data-size={e.size}>
              <span className="sicbo-spot-dice">
                {e.dice.map((d, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the three dice of one throw
                  <Die key={j} face={d} />
                ))}
              </span>
              <span className="visually-hidden">{e.dice.join(' ')}</span>
              <b>{e.total}</b>
              <span className="sicbo-size" aria-hidden="true">
                {t(`tables.road.short.sicbo.${e.size}`)}
              </span>
              <span className="visually-hidden">{t(`tables.result.${e.size}`)}</span>
            </li>
          ))}
      </ol>
    </div>
  );
}
