import { useEffect, useRef } from 'react';
import { useHouseT } from '../../../i18n.ts';
import type { CardRoad, RoadWinner } from '../types.ts';

type Entry = RoadWinner & { playerPair?: boolean; bankerPair?: boolean; suitedTie?: boolean };

/** Columns drawn even when the road is shorter, so the grid reads as a scoreboard. */
const MIN_COLUMNS = 14;

/**
 * The bead plate and big road of baccarat and dragon tiger, as the engine laid them out (column
 * and row per cell). The grids are a picture; the counts above them say the same in words.
 */
export function CardRoadView({ game, road, sides }: { game: string; road: unknown; sides: readonly string[] }) {
  const { t } = useHouseT();
  const r = road as CardRoad<Entry> | null;
  const beads = r?.beadPlate ?? [];
  if (beads.length === 0) return <p className="tables-muted">{t('tables.road.empty')}</p>;
  const counts = sides
    .map((side) => ({ side, count: beads.filter((b) => b.entry.winner === side).length }))
    .map(({ side, count }) => t('tables.road.count', { name: t(`tables.bet.${side}`), count }));
  const big = r?.bigRoad.streaks.flatMap((s) => s.cells) ?? [];
  return (
    <div className="tables-card-road">
      <p className="tables-road-counts">
        {t('tables.road.cardSummary', { count: beads.length, counts: counts.join(' · ') })}
      </p>
      <RoadGrid title={t('tables.road.beadPlate')} columns={Math.max(...beads.map((b) => b.column)) + 1}>
        {beads.map((b) => (
          <span
            key={`${b.column}-${b.row}`}
            className="tables-bead"
            data-winner={b.entry.winner}
            style={{ gridColumn: b.column + 1, gridRow: b.row + 1 }}
          >
            {t(`tables.road.short.${game}.${b.entry.winner}`)}
            {(b.entry.playerPair || b.entry.suitedTie) && <i className="tables-dot tables-dot-a" />}
            {b.entry.bankerPair && <i className="tables-dot tables-dot-b" />}
          </span>
        ))}
      </RoadGrid>
      <RoadGrid title={t('tables.road.bigRoad')} columns={Math.max(0, ...big.map((c) => c.column)) + 1}>
        {big.map((c) => (
          <span
            key={`${c.column}-${c.row}`}
            className="tables-ring"
            data-winner={c.entry.winner}
            style={{ gridColumn: c.column + 1, gridRow: c.row + 1 }}
          >
            {c.ties > 0 && <i className="tables-tie-slash">{c.ties > 1 ? c.ties : ''}</i>}
          </span>
        ))}
      </RoadGrid>
    </div>
  );
}

/** A six-row grid that scrolls sideways and keeps its newest column in view. */
export function RoadGrid({ title, columns, children }: { title: string; columns: number; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollLeft = box.current.scrollWidth;
  });
  const shown = Math.max(columns, MIN_COLUMNS);
  return (
    <figure className="tables-road-figure">
      <figcaption>{title}</figcaption>
      {/* A picture to screen readers (the counts say it in words), focusable so a keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys */}
      <div className="tables-road-scroll" ref={box} role="img" aria-label={title} tabIndex={0}>
        <div className="tables-road-grid" style={{ gridTemplateColumns: `repeat(${shown}, var(--road-cell))` }}>
          {children}
        </div>
      </div>
    </figure>
  );
}
