import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { dateTime } from '../../shared/ui/format.ts';
import { useUrlState } from '../../shared/ui/url-state.ts';
import { type KycRow, type KycStatus, useKycQueue } from './api.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { KycDocument } from './KycDocument.tsx';
import './kyc.css';

const DEFAULTS = { status: 'PENDING', page: '1' };
const SIZE = 20;
const STATUSES: KycStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** Identity documents players sent, oldest first: risk and support open each and decide the player's level. */
export function KycPage() {
  const { t } = useTranslation();
  const mayDecide = can(useSession()?.role, 'kyc');
  const [url, setUrl] = useUrlState(DEFAULTS);
  const status = STATUSES.find((s) => s === url.status) ?? 'PENDING';
  const page = Math.max(1, Number(url.page) || 1);
  const queue = useKycQueue({ status, page, size: SIZE });
  const [deciding, setDeciding] = useState<KycRow | null>(null);
  const [done, setDone] = useState('');

  const columns = useMemo<ColumnDef<KycRow, unknown>[]>(() => {
    const cols: ColumnDef<KycRow, unknown>[] = [
      {
        id: 'player',
        header: t('players.account'),
        cell: ({ row }) => (
          <Link to={`/players/${row.original.memberId}`} data-testid="kyc-player">
            {row.original.account}
          </Link>
        ),
      },
      { id: 'kind', header: t('kyc.kind'), cell: ({ row }) => t(`kyc.kinds.${row.original.kind}`) },
      { id: 'level', header: t('kyc.currentLevel'), cell: ({ row }) => t(`kyc.levels.${row.original.level}`) },
      { id: 'at', header: t('kyc.uploadedAt'), cell: ({ row }) => dateTime(row.original.at) },
      { id: 'document', header: t('kyc.document'), cell: ({ row }) => <KycDocument row={row.original} /> },
    ];
    // A rejection's reason is what the player read; an approval's, the reviewer's note.
    if (status !== 'PENDING')
      cols.push({ id: 'reason', header: t('common.reason'), cell: ({ row }) => row.original.reason ?? '' });
    if (status === 'PENDING' && mayDecide)
      cols.push({
        id: 'decide',
        header: t('players.actions'),
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setDone('');
              setDeciding(row.original);
            }}
            aria-label={t('kyc.decideFor', { account: row.original.account })}
            data-testid="kyc-decide"
          >
            {t('kyc.decide')}
          </button>
        ),
      });
    return cols;
  }, [t, status, mayDecide]);

  return (
    <section aria-labelledby="kyc-title" data-testid="kyc-page">
      <h1 id="kyc-title">{t('kyc.title')}</h1>
      <p className="hint">{t('kyc.help')}</p>
      <div className="filters">
        <div role="tablist" aria-label={t('kyc.statuses')} className="button-row">
          {STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={status === s}
              className={status === s ? 'btn btn-primary' : 'btn'}
              onClick={() => setUrl({ status: s, page: '1' })}
              data-testid={`kyc-status-${s}`}
            >
              {t(`kyc.statusNames.${s}`)}
            </button>
          ))}
        </div>
      </div>
      {done && (
        <p className="alert alert-info" role="status" data-testid="kyc-done">
          {done}
        </p>
      )}
      <ErrorAlert error={queue.error} />
      <DataTable
        label={t(`kyc.statusNames.${status}`)}
        testId="kyc-table"
        columns={columns}
        rows={queue.data?.list ?? []}
        total={queue.data?.total ?? 0}
        page={page}
        size={SIZE}
        loading={queue.isFetching}
        onPage={(p) => setUrl({ page: String(p) })}
      />
      <DecisionDialog
        row={deciding}
        onClose={() => setDeciding(null)}
        onDone={(approved) => {
          const account = deciding?.account ?? '';
          setDeciding(null);
          setDone(t(approved ? 'kyc.approvedDone' : 'kyc.rejectedDone', { account }));
        }}
      />
    </section>
  );
}
