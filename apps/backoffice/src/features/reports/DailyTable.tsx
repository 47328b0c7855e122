import type { DailyFigures } from '@mekong/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay, count, money } from '../../shared/ui/format.ts';
import type { Figures, Report } from './api.ts';
import { type FigureColumn, FiguresTable } from './FiguresTable.tsx';

/** The report's figures in the order of the CSV export. */
export const COUNTS = ['registrations', 'firstDepositors', 'activePlayers'] as const;
export const AMOUNTS = ['deposits', 'withdrawals', 'stakes', 'payouts', 'ggr', 'bonusCost', 'ngr'] as const;

/** An amount cell: a loss (negative GGR or NGR) stands out in the danger colour, not by colour alone. */
export const amount = (minor: string) => (
  <span className={minor.startsWith('-') ? 'neg' : undefined}>{money(minor)}</span>
);

/** One line per day of the range, and the range's totals in the footer. */
export function DailyTable({ report, loading }: { report: Report | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const columns = useMemo<FigureColumn<DailyFigures>[]>(() => {
    const totals: Figures | undefined = report?.totals;
    return [
      {
        key: 'day',
        header: t('reports.day'),
        cell: (r) => <time dateTime={r.day}>{calendarDay(r.day)}</time>,
        footer: t('reports.total'),
      },
      ...COUNTS.map((k) => ({
        key: k,
        header: t(`reports.figures.${k}`),
        numeric: true,
        cell: (r: DailyFigures) => count(r[k]),
        footer: totals ? count(totals[k]) : '',
      })),
      ...AMOUNTS.map((k) => ({
        key: k,
        header: t(`reports.figures.${k}`),
        numeric: true,
        cell: (r: DailyFigures) => amount(r[k]),
        footer: totals ? amount(totals[k]) : '',
      })),
    ];
  }, [t, report]);
  return (
    <FiguresTable
      caption={t('reports.daily')}
      testId="report-days"
      columns={columns}
      rows={report?.days ?? []}
      rowId={(r) => r.day}
      loading={loading}
    />
  );
}
