import { ADJUSTMENT_STATUSES, type AdjustmentStatus, type BalanceAdjustment } from '@mekong/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdjustments } from '../../shared/api/adjustments.ts';
import { can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { dateTime, signedMoney } from '../../shared/ui/format.ts';
import { useUrlState } from '../../shared/ui/url-state.ts';
import { type Decision, DecisionDialog } from './DecisionDialog.tsx';

/** The queue first: pending adjustments, unless the address asks for another state or all of them. */
const DEFAULTS = { status: 'PENDING', memberId: '', page: '1' };
const SIZE = 20;
const FILTERS = [...ADJUSTMENT_STATUSES, 'ALL'] as const;

/** Balance adjustments: the second operator's approval queue, and every adjustment asked for. */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const mayDecide = can(session?.role, 'adjust');
  const [state, setState] = useUrlState(DEFAULTS);
  const status = (FILTERS as readonly string[]).includes(state.status) ? state.status : 'PENDING';
  const memberId = Number(state.memberId) > 0 ? Number(state.memberId) : undefined;
  const page = Math.max(1, Number(state.page) || 1);
  const list = useAdjustments({
    status: status === 'ALL' ? undefined : (status as AdjustmentStatus),
    memberId,
    page,
    size: SIZE,
  });
  const [decision, setDecision] = useState<Decision | null>(null);

  const columns = useMemo<ColumnDef<BalanceAdjustment, unknown>[]>(
    () => [
      { id: 'id', header: t('common.id'), cell: ({ row }) => row.original.id },
      { id: 'createdAt', header: t('common.time'), cell: ({ row }) => dateTime(row.original.createdAt) },
      {
        id: 'player',
        header: t('payments.player'),
        cell: ({ row }) => (
          <Link to={`/players/${row.original.memberId}`} data-testid="adjustment-player">
            {row.original.account}
          </Link>
        ),
      },
      {
        id: 'amount',
        header: t('common.amount'),
        cell: ({ row }) => <span className="num">{signedMoney(row.original.amount)}</span>,
      },
      { id: 'reason', header: t('common.reason'), cell: ({ row }) => row.original.reason },
      {
        id: 'status',
        header: t('players.status'),
        cell: ({ row }) => (
          <span className={`badge badge-${row.original.status}`}>{t(`status.${row.original.status}`)}</span>
        ),
      },
      { id: 'requestedBy', header: t('adjustments.requestedBy'), cell: ({ row }) => row.original.requestedBy },
      {
        id: 'decision',
        header: t('adjustments.decision'),
        cell: ({ row }) => {
          const r = row.original;
          if (!r.decidedAt) return '';
          const who = r.decidedBy ?? t('adjustments.atOnce');
          return [who, dateTime(r.decidedAt), r.decisionNote].filter(Boolean).join(' · ');
        },
      },
      {
        id: 'actions',
        header: t('players.actions'),
        cell: ({ row }) =>
          mayDecide && row.original.status === 'PENDING' ? (
            <div className="button-row">
              {(['approve', 'reject'] as const).map((verdict) => (
                <button
                  key={verdict}
                  type="button"
                  className={verdict === 'reject' ? 'btn btn-small btn-danger' : 'btn btn-small btn-primary'}
                  onClick={() => setDecision({ row: row.original, verdict })}
                  data-testid={`adjustment-${verdict}-${row.original.id}`}
                >
                  {t(`adjustments.${verdict}`)}
                </button>
              ))}
            </div>
          ) : null,
      },
    ],
    [t, mayDecide],
  );

  const rows = list.data?.list ?? [];
  const account = rows[0]?.account ?? `#${memberId}`;
  return (
    <section aria-labelledby="adjustments-title" data-testid="adjustments-page">
      <h1 id="adjustments-title">{t('adjustments.title')}</h1>
      <p className="hint">{t(mayDecide ? 'adjustments.help' : 'adjustments.helpReadOnly')}</p>
      <div className="filters">
        <label className="inline">
          {t('players.status')}
          <select
            value={status}
            onChange={(e) => setState({ status: e.target.value, page: '1' })}
            data-testid="adjustments-status"
          >
            {FILTERS.map((s) => (
              <option key={s} value={s}>
                {s === 'ALL' ? t('common.all') : t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {memberId && (
          <p className="inline filter-chip" data-testid="adjustments-player-filter">
            {t('adjustments.onlyPlayer', { account })}
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setState({ memberId: '', page: '1' })}
              data-testid="adjustments-all-players"
            >
              {t('adjustments.allPlayers')}
            </button>
          </p>
        )}
      </div>
      <ErrorAlert error={list.error} />
      <DataTable
        label={t('adjustments.title')}
        testId="adjustments-table"
        columns={columns}
        rows={rows}
        total={list.data?.total ?? 0}
        page={page}
        size={SIZE}
        loading={list.isFetching}
        onPage={(p) => setState({ page: String(p) })}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </section>
  );
}
