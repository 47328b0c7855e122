import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import type { Report } from './api.ts';
import { groupBy } from './breakdown.ts';

// Only what these charts draw: the whole of ECharts would weigh several times more.
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** The theme on <html>, so the charts are drawn again in the other theme's colours. */
function useThemeName() {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.dataset.theme ?? 'dark',
  );
}

/** The theme's tokens (app.css, reports.css) as the canvas needs them: plain colour strings. */
function palette() {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    series: [v('--chart-1'), v('--chart-2'), v('--chart-3'), v('--chart-4')],
    text: v('--text'),
    muted: v('--text-muted'),
    border: v('--border'),
    surface: v('--surface'),
    font: css.fontFamily,
  };
}

/**
 * An amount for a chart's axis and tooltip only: minor units to a number of major units. The
 * tables beside the charts carry the exact figures; a float is fine for the height of a bar.
 */
const major = (minor: string) => Number(minor) / 100;

function Chart({ title, option, testId }: { title: string; option: Option; testId: string }) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  useEffect(() => {
    if (!el.current) return;
    const c = init(el.current, undefined, { renderer: 'canvas' });
    chart.current = c;
    const resize = new ResizeObserver(() => c.resize());
    resize.observe(el.current);
    return () => {
      resize.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return (
    <figure className="report-chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <div ref={el} className="report-chart-canvas" role="img" aria-label={t('reports.charts.alt', { title })} />
    </figure>
  );
}

/** The report drawn: money in and out per day, GGR and NGR per day, and GGR by game category. */
export default function ReportCharts({ report }: { report: Report }) {
  const { t } = useTranslation();
  const theme = useThemeName();
  const options = useMemo(() => {
    void theme; // the palette is read again whenever the theme changes
    const p = palette();
    const lang = currentLanguage().htmlLang;
    const amount = (n: unknown) =>
      Number(n).toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const shortDay = (day: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleDateString(lang, { timeZone: 'UTC', month: 'short', day: 'numeric' });
    const base = (categories: string[]): Option => ({
      animation: !matchMedia('(prefers-reduced-motion: reduce)').matches,
      color: p.series,
      textStyle: { fontFamily: p.font, color: p.text },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0, textStyle: { color: p.text } },
      tooltip: {
        trigger: 'axis',
        valueFormatter: amount,
        backgroundColor: p.surface,
        borderColor: p.border,
        textStyle: { color: p.text, fontFamily: p.font },
      },
      xAxis: {
        type: 'category',
        data: categories,
        axisLabel: { color: p.muted },
        axisLine: { lineStyle: { color: p.border } },
      },
      yAxis: {
        type: 'value',
        axisLabel: { color: p.muted, formatter: (n: number) => n.toLocaleString(lang) },
        splitLine: { lineStyle: { color: p.border, opacity: 0.5 } },
      },
    });
    const days = report.days.map((d) => shortDay(d.day));
    const series = (kind: 'bar' | 'line', key: 'deposits' | 'withdrawals' | 'ggr' | 'ngr') => ({
      type: kind,
      name: t(`reports.figures.${key}`),
      data: report.days.map((d) => major(d[key])),
    });
    const categories = groupBy(report.byGame, 'category');
    return {
      cash: { ...base(days), series: [series('bar', 'deposits'), series('bar', 'withdrawals')] } as Option,
      gaming: { ...base(days), series: [series('line', 'ggr'), series('line', 'ngr')] } as Option,
      byCategory: {
        ...base(categories.map((c) => t(`reports.categories.${c.key}`, { defaultValue: c.key }))),
        legend: { show: false },
        series: [{ type: 'bar', name: t('reports.figures.ggr'), data: categories.map((c) => major(c.ggr)) }],
      } as Option,
    };
  }, [report, t, theme]);
  return (
    <section aria-labelledby="report-charts-title" className="report-section">
      <h2 id="report-charts-title">{t('reports.charts.title')}</h2>
      <div className="report-charts" data-testid="report-charts">
        <Chart title={t('reports.charts.cash')} option={options.cash} testId="chart-cash" />
        <Chart title={t('reports.charts.gaming')} option={options.gaming} testId="chart-gaming" />
        <Chart title={t('reports.charts.byCategory')} option={options.byCategory} testId="chart-categories" />
      </div>
    </section>
  );
}
