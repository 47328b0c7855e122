import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/me.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { useDailyReport, useDownloadCsv } from './api.ts';
import { Breakdown } from './Breakdown.tsx';
import { DailyTable } from './DailyTable.tsx';
import { RangeForm } from './RangeForm.tsx';
import { type Range, rangeSchema, todayIn, useRangeInUrl } from './range.ts';
import './reports.css';

// ECharts is fetched only once a report is on screen: no other page of the console downloads it.
const ReportCharts = lazy(() => import('./ReportCharts.tsx'));

/** The brand's figures per day in its time zone, from the ledger: tables, charts and a CSV export. */
export function ReportsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const zone = me.data?.merchant.timeZone;
  const today = zone ? todayIn(zone) : undefined;
  const [range, setRange, inUrl] = useRangeInUrl(today);
  const valid = range && rangeSchema.safeParse(range).success ? range : undefined;
  const report = useDailyReport(valid);
  const csv = useDownloadCsv();
  const data = valid ? report.data : undefined;
  // A second "Show" of the same days asks again: the figures move while players play. The
  // default days join the address once shown on purpose, so the bookmark keeps them.
  const apply = (next: Range) =>
    inUrl && next.from === range?.from && next.to === range?.to ? void report.refetch() : setRange(next);
  return (
    <section aria-labelledby="reports-title" data-testid="reports-page">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <p className="hint" data-testid="report-zone">
        {data
          ? t('reports.zone', { zone: data.timeZone, currency: data.currency })
          : zone && t('reports.zone', { zone, currency: me.data?.merchant.currency ?? '' })}
      </p>
      <ErrorAlert error={me.error} />
      {range && <RangeForm range={range} today={today} onApply={apply} />}
      <ErrorAlert error={report.error ?? csv.error} />
      {valid && (
        <div className="button-row report-actions">
          <button
            type="button"
            className="btn"
            onClick={() => csv.mutate(valid)}
            disabled={csv.isPending}
            data-testid="report-csv"
          >
            {t('reports.csv')}
          </button>
          <span className="hint" role="status" aria-live="polite">
            {report.isFetching ? t('common.loading') : ''}
          </span>
        </div>
      )}
      <DailyTable report={data} loading={report.isFetching} />
      <p className="hint">{t('reports.activeHint')}</p>
      {data && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <ReportCharts report={data} />
        </Suspense>
      )}
      <Breakdown rows={data?.byGame ?? []} loading={report.isFetching} />
    </section>
  );
}
