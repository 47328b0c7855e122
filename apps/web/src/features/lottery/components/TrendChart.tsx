import type { TrendValue } from '@mekong/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TREND_DRAWS, useTrend } from '../api/trend.ts';
import { ChipGroup } from './ChipGroup.tsx';

const BAR = 20;
const CHART = 100;
const LABELS = 16;

/** Hits of each value at one position as bars; the same figures as a table for screen readers. */
function Bars({ values }: { values: TrendValue['positions'][number]['values'] }) {
  const most = Math.max(1, ...values.map((v) => v.hits));
  const width = values.length * BAR;
  return (
    <svg className="trend-svg" viewBox={`0 0 ${width} ${CHART + LABELS * 2}`} aria-hidden="true" focusable="false">
      {values.map((v, i) => {
        const h = (v.hits / most) * CHART;
        const x = i * BAR;
        return (
          <g key={v.value}>
            <rect className="trend-bar" x={x + 3} y={LABELS + CHART - h} width={BAR - 6} height={h} rx={2} />
            <text className="trend-hits" x={x + BAR / 2} y={LABELS + CHART - h - 3} textAnchor="middle">
              {v.hits}
            </text>
            <text className="trend-value" x={x + BAR / 2} y={LABELS * 2 + CHART - 3} textAnchor="middle">
              {v.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The trend of the last draws: per position, how often each value came out and how long ago. */
export function TrendChart({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const trend = useTrend(gameCode);
  const [index, setIndex] = useState(0);
  const captionId = useId();
  const positions = trend.data?.positions ?? [];
  const position = positions[Math.min(index, positions.length - 1)];
  const draws = trend.data?.draws.length ?? TREND_DRAWS;
  return (
    <section className="panel lott-panel" aria-labelledby="trend-title" data-testid="trend">
      <h2 id="trend-title">{t('lottery.trend.title')}</h2>
      {trend.isPending && <p className="hint">{t('shell.loading')}</p>}
      {trend.isError && <p role="alert">{trend.error.message}</p>}
      {trend.data && positions.length === 0 && <p className="hint">{t('lottery.trend.none')}</p>}
      {positions.length > 1 && (
        <ChipGroup className="weekday-filter" label={t('lottery.trend.position')}>
          {positions.map((p, i) => (
            <button
              key={p.label}
              type="button"
              className="chip"
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
              data-testid={`trend-position-${i}`}
            >
              {p.label}
            </button>
          ))}
        </ChipGroup>
      )}
      {position && (
        <figure className="trend-figure" aria-labelledby={captionId}>
          <figcaption id={captionId} className="hint">
            {t('lottery.trend.caption', { position: position.label, draws })}
          </figcaption>
          <Bars values={position.values} />
          <details>
            <summary>{t('lottery.trend.table')}</summary>
            <table className="lott-table trend-table" data-testid="trend-table">
              <thead>
                <tr>
                  <th scope="col">{t('lottery.trend.value')}</th>
                  <th scope="col">{t('lottery.trend.hits')}</th>
                  <th scope="col">{t('lottery.trend.missing')}</th>
                </tr>
              </thead>
              <tbody>
                {position.values.map((v) => (
                  <tr key={v.value}>
                    <th scope="row">{v.value}</th>
                    <td>{v.hits}</td>
                    <td>{v.missing}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      )}
    </section>
  );
}
