import type { PayoutReport } from '@mekong/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../../shared/session/roles.ts';
import { useSession } from '../../../shared/session/session.ts';
import { ErrorAlert } from '../../../shared/ui/Alert.tsx';
import { DataTable } from '../../../shared/ui/DataTable.tsx';
import { dateTime, money } from '../../../shared/ui/format.ts';
import { useServerTable } from '../../../shared/ui/server-table.ts';
import { PaymentsTabs } from '../PaymentsTabs.tsx';
import { type PayoutReportState, usePayoutReports } from './api.ts';
import { Proofs } from './Proofs.tsx';
import { ResolveDialog } from './ResolveDialog.tsx';

const FILTERS = { state: 'open' };
const STATES: PayoutReportState[] = ['open', 'resolved'];

/** Payouts players reported as partly or not received: support reads them, finance and admins close them. */
export function PayoutReportsPage() {
  const { t } = useTranslation();
  const mayResolve = can(useSession()?.role, 'payoutResolve');
  // Open ones oldest first, resolved ones newest first: the server's one order for each.
  const table = useServerTable({ filters: FILTERS });
  const state: PayoutReportState = table.filters.state === 'resolved' ? 'resolved' : 'open';
  const list = usePayoutReports({ state, ...table.query });
  const [resolving, setResolving] = useState<PayoutReport | null>(null);

  const columns = useMemo<ColumnDef<PayoutReport, unknown>[]>(() => {
    const cols: ColumnDef<PayoutReport, unknown>[] = [
      { id: 'id', header: t('payoutReports.withdrawal'), cell: ({ row }) => row.original.id },
      {
        id: 'player',
        header: t('payments.player'),
        cell: ({ row }) => <Link to={`/players/${row.original.memberId}`}>{row.original.account}</Link>,
      },
      { id: 'amount', header: t('common.amount'), cell: ({ row }) => money(row.original.amount) },
      {
        id: 'said',
        header: t('payoutReports.said'),
        cell: ({ row }) => {
          const r = row.original;
          return (
            <p className="report-said" data-testid={`report-said-${r.id}`}>
              {r.confirmation === 'PARTIAL'
                ? t('payoutReports.partial', { received: money(r.receivedAmount ?? '0'), amount: money(r.amount) })
                : t('payoutReports.notReceived')}
            </p>
          );
        },
      },
      {
        id: 'bank',
        header: t('payoutReports.bank'),
        cell: ({ row }) => [row.original.bankName, row.original.accountNumber].filter(Boolean).join(' · '),
      },
      { id: 'paid', header: t('payoutReports.paidAt'), cell: ({ row }) => dateTime(row.original.reviewedAt) },
      { id: 'reported', header: t('payoutReports.reportedAt'), cell: ({ row }) => dateTime(row.original.confirmedAt) },
      {
        id: 'proofs',
        header: t('payoutReports.proofs'),
        cell: ({ row }) => <Proofs id={row.original.id} proofs={row.original.proofs} />,
      },
    ];
    if (state === 'resolved') {
      cols.push({
        id: 'resolved',
        header: t('payoutReports.followUp'),
        cell: ({ row }) => (
          <>
            <p className="report-said">{row.original.note}</p>
            <small className="hint">
              {t('payoutReports.resolvedBy', {
                operator: row.original.resolvedBy ?? '',
                at: dateTime(row.original.resolvedAt),
              })}
            </small>
          </>
        ),
      });
    } else if (mayResolve) {
      cols.push({
        id: 'resolve',
        header: t('players.actions'),
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setResolving(row.original)}
            aria-label={t('payoutReports.resolveOne', { id: row.original.id })}
            data-testid={`report-resolve-${row.original.id}`}
          >
            {t('payoutReports.resolve')}
          </button>
        ),
      });
    }
    return cols;
  }, [t, state, mayResolve]);

  return (
    <section aria-labelledby="payout-reports-title" data-testid="payout-reports-page">
      <PaymentsTabs />
      <h1 id="payout-reports-title">{t('payoutReports.title')}</h1>
      <p className="hint">{t(mayResolve ? 'payoutReports.help' : 'payoutReports.helpReadOnly')}</p>
      <div className="filters">
        <div role="tablist" aria-label={t('payoutReports.states')} className="button-row">
          {STATES.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={state === s}
              className={state === s ? 'btn btn-primary' : 'btn'}
              onClick={() => table.setFilters({ state: s })}
              data-testid={`reports-${s}`}
            >
              {t(`payoutReports.${s}`)}
            </button>
          ))}
        </div>
      </div>
      <ErrorAlert error={list.error} />
      <DataTable
        label={t(`payoutReports.${state}`)}
        testId="payout-reports-table"
        columns={columns}
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        {...table.table}
      />
      <ResolveDialog report={resolving} onClose={() => setResolving(null)} />
    </section>
  );
}
