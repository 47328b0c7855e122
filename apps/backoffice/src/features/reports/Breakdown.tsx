import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRow } from './api.ts';
import { groupBy, type Share, sumOf } from './breakdown.ts';
import { amount } from './DailyTable.tsx';
import { type FigureColumn, FiguresTable } from './FiguresTable.tsx';

/** The range's stakes, payouts and GGR by game category, and by vendor, from the bets placed. */
export function Breakdown({ rows, loading }: { rows: GameRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const categories = useMemo(() => groupBy(rows, 'category'), [rows]);
  const vendors = useMemo(() => groupBy(rows, 'vendorCode'), [rows]);
  const columns = (first: string, name: (key: string) => string, shares: Share[]): FigureColumn<Share>[] => {
    const total = sumOf(shares);
    return [
      { key: 'key', header: first, cell: (r) => name(r.key), footer: t('reports.total') },
      ...(['stakes', 'payouts', 'ggr'] as const).map((k) => ({
        key: k,
        header: t(`reports.figures.${k}`),
        numeric: true,
        cell: (r: Share) => amount(r[k]),
        footer: amount(total[k]),
      })),
    ];
  };
  const category = (c: string) => t(`reports.categories.${c}`, { defaultValue: c });
  // In-house products (the lottery) have no vendor code.
  const vendor = (v: string) => v || t('reports.inHouse');
  return (
    <section aria-labelledby="report-games-title" className="report-section">
      <h2 id="report-games-title">{t('reports.games')}</h2>
      <p className="hint">{t('reports.gamesHint')}</p>
      <div className="report-breakdowns">
        <FiguresTable
          caption={t('reports.byCategory')}
          testId="report-categories"
          columns={columns(t('reports.category'), category, categories)}
          rows={categories}
          rowId={(r) => r.key}
          loading={loading}
        />
        <FiguresTable
          caption={t('reports.byVendor')}
          testId="report-vendors"
          columns={columns(t('reports.vendor'), vendor, vendors)}
          rows={vendors}
          rowId={(r) => r.key || '-'}
          loading={loading}
        />
      </div>
    </section>
  );
}
