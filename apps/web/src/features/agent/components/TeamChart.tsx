import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/lib/money.ts';
import { useTeamDaily } from '../api/team-daily.ts';
import { barLayout, labelIndexes } from '../lib/chart.ts';
import { type Preset, spanLabel } from '../lib/period.ts';
import type { TeamDaily } from '../lib/types.ts';
import { Amount } from './Amount.tsx';
import { LoadState } from './LoadState.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { TableScroll } from './TableScroll.tsx';

const METRICS = ['profitLoss', 'validBet', 'activeMembers'] as const;
type Metric = (typeof METRICS)[number];
const CHART_PRESETS: readonly Preset[] = ['week', 'month', 'lastMonth'];
const H = 200;
const LEFT = 64;
const BOTTOM = 22;
const TOP = 8;

type Day = TeamDaily['days'][number];
const metricOf = (d: Day, m: Metric) => (m === 'activeMembers' ? d.activeMembers : Number(d[m]));
/** Axis labels only: whole units of the currency, or members; the table keeps exact amounts. */
const tickText = (v: number, m: Metric) =>
  m === 'activeMembers' ? String(v) : formatMinor(BigInt(Math.round(v))).replace(/\.00$/, '');

/**
 * The bars, drawn at the width they are shown (one unit a pixel, so labels keep their size on a
 * phone). Decorative for assistive technology, which gets the table below instead.
 */
function Bars({ days, metric }: { days: Day[]; metric: Metric }) {
  const ref = useRef<SVGSVGElement>(null);
  const [w, setW] = useState(640);
  useEffect(() => {
    const el = ref.current?.parentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(([entry]) => entry && setW(Math.max(240, Math.round(entry.contentRect.width))));
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  const plotW = w - LEFT - 20;
  const plotH = H - BOTTOM - TOP;
  const { zeroY, bars, ticks } = barLayout(
    days.map((d) => metricOf(d, metric)),
    plotW,
    plotH,
  );
  const labelled = new Set(labelIndexes(days.length, Math.floor(plotW / 56)));
  return (
    <svg ref={ref} className="team-chart" viewBox={`0 0 ${w} ${H}`} aria-hidden="true" focusable="false">
      <g transform={`translate(${LEFT} ${TOP})`}>
        {ticks.map((tk) => (
          <g key={tk.value}>
            <line className="chart-grid" x1={0} x2={plotW} y1={tk.y} y2={tk.y} />
            <text className="chart-label" x={-6} y={tk.y + 4} textAnchor="end">
              {tickText(tk.value, metric)}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const day = days[i] as Day;
          return (
            <rect
              key={day.day}
              className={b.negative ? 'chart-bar negative' : 'chart-bar'}
              x={b.x}
              y={b.y}
              width={b.width}
              height={Math.max(b.height, 0)}
              rx={2}
            >
              <title>{`${day.day}: ${metric === 'activeMembers' ? day.activeMembers : formatMinor(day[metric])}`}</title>
            </rect>
          );
        })}
        <line className="chart-zero" x1={0} x2={plotW} y1={zeroY} y2={zeroY} />
        {days.map((d, i) =>
          labelled.has(i) ? (
            <text
              key={d.day}
              className="chart-label"
              x={(bars[i]?.x ?? 0) + (bars[i]?.width ?? 0) / 2}
              y={plotH + 16}
              textAnchor="middle"
            >
              {d.day.slice(5)}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}

/** Team figures per day as a bar chart (win/loss below zero when the team lost), and as a table. */
export function TeamChart() {
  const { t } = useTranslation();
  const captionId = useId();
  const [period, setPeriod] = useState<{ preset: Preset } | { from: string; to: string }>({ preset: 'month' });
  const [metric, setMetric] = useState<Metric>('profitLoss');
  const daily = useTeamDaily(period);
  return (
    <section className="agent-chart stack" aria-labelledby={`${captionId}-title`} data-testid="team-chart">
      <h4 id={`${captionId}-title`}>{t('agent.chart.title')}</h4>
      <PeriodPicker
        value={period}
        onChange={setPeriod}
        presets={CHART_PRESETS}
        custom={false}
        legend={t('agent.chart.range')}
      />
      <div className="field chart-metric">
        <label htmlFor={`${captionId}-metric`}>{t('agent.chart.metric')}</label>
        <select id={`${captionId}-metric`} value={metric} onChange={(e) => setMetric(e.target.value as Metric)}>
          {METRICS.map((m) => (
            <option key={m} value={m}>
              {t(`agent.chart.metrics.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <LoadState query={daily} testId="chart">
        {(d) => (
          <figure className="chart-figure" aria-labelledby={captionId}>
            <figcaption id={captionId} className="hint">
              {t('agent.chart.caption', {
                metric: t(`agent.chart.metrics.${metric}`),
                span: spanLabel(d.from, d.to),
                timezone: d.timezone,
              })}
            </figcaption>
            {d.days.length === 0 ? (
              <p className="empty">{t('agent.chart.none')}</p>
            ) : (
              <>
                <Bars days={d.days} metric={metric} />
                <details>
                  <summary>{t('agent.chart.table')}</summary>
                  <TableScroll label={t('agent.chart.title')}>
                    <table className="records-table" data-testid="chart-table">
                      <thead>
                        <tr>
                          <th scope="col">{t('agent.chart.day')}</th>
                          {METRICS.map((m) => (
                            <th scope="col" key={m}>
                              {t(`agent.chart.metrics.${m}`)}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {d.days.map((day) => (
                          <tr key={day.day}>
                            <th scope="row">{day.day}</th>
                            <td>
                              <Amount minor={day.profitLoss} />
                            </td>
                            <td>
                              <Amount minor={day.validBet} />
                            </td>
                            <td>{day.activeMembers}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableScroll>
                </details>
              </>
            )}
          </figure>
        )}
      </LoadState>
    </section>
  );
}
