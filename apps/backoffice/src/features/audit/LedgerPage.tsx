import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { dateTime } from '../../shared/ui/format.ts';
import { SimpleTable } from '../../shared/ui/SimpleTable.tsx';
import { type ReconciliationRun, useReconciliationRuns, useRunReconciliation } from './api.ts';

/** The ledger proofs (nightly and on demand) and the alarm while the latest found a mismatch. */
export function LedgerPage() {
  const { t } = useTranslation();
  const runs = useReconciliationRuns();
  const run = useRunReconciliation();
  return (
    <section aria-labelledby="ledger-title">
      <h1 id="ledger-title">{t('ledger.title')}</h1>
      <p>{t('ledger.help')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => run.mutate()}
        disabled={run.isPending}
        data-testid="ledger-run"
      >
        {t('ledger.runNow')}
      </button>
      <ErrorAlert error={runs.error ?? run.error} />
      {runs.data?.alarm && (
        <p className="alert alert-error" role="alert">
          {t('ledger.alarm')}
        </p>
      )}
      <SimpleTable<ReconciliationRun>
        caption={t('ledger.runs')}
        testId="ledger-runs"
        rows={runs.data?.runs ?? []}
        columns={[
          { key: 'at', header: t('common.time'), cell: (r) => dateTime(r.checkedAt) },
          { key: 'ok', header: t('ledger.result'), cell: (r) => t(r.ok ? 'ledger.ok' : 'ledger.mismatch') },
          { key: 'accounts', header: t('ledger.accounts'), cell: (r) => r.accounts },
          { key: 'transactions', header: t('ledger.transactions'), cell: (r) => r.transactions },
          {
            key: 'problems',
            header: t('ledger.problems'),
            cell: (r) => r.balanceMismatches.length + r.unbalancedTransactions.length,
          },
        ]}
      />
    </section>
  );
}
