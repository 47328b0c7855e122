import { useHouseT } from '../../../i18n.ts';
import type { RouletteRoad as Road } from '../types.ts';

const SHOWN = 30;

/** The last numbers, newest first, in their colours, and how often each colour came up. */
export function RouletteRoad({ road }: { road: unknown }) {
  const { t } = useHouseT();
  const r = road as Road | null;
  if (!r || r.recent.length === 0) return <p className="tables-muted">{t('tables.road.empty')}</p>;
  const counts = (['RED', 'BLACK', 'GREEN'] as const)
    .map((c) => t('tables.road.count', { name: t(`tables.colour.${c}`), count: r.counts[c] }))
    .join(' · ');
  return (
    <div>
      <p className="tables-road-counts">{t('tables.road.cardSummary', { count: r.recent.length, counts })}</p>
      <h3 className="tables-road-sub">{t('tables.road.recentNumbers')}</h3>
      <ol className="roulette-recent">
        {[...r.recent]
          .reverse()
          .slice(0, SHOWN)
          .map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positions in a history that only grows at the front
            <li key={i} data-colour={e.colour}>
              {e.number}
              <span className="visually-hidden"> {t(`tables.colour.${e.colour}`)}</span>
            </li>
          ))}
      </ol>
    </div>
  );
}
