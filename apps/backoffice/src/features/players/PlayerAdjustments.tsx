import type { BalanceAdjustment } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdjustments } from '../../shared/api/adjustments.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { dateTime, signedMoney } from '../../shared/ui/format.ts';
import { SimpleTable } from '../../shared/ui/SimpleTable.tsx';

const LATEST = 20;

/** The player's latest balance adjustments, whatever their state, and the way to all of them. */
export function PlayerAdjustments({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useAdjustments({ memberId: id, page: 1, size: LATEST });
  const total = list.data?.total ?? 0;
  return (
    <div className="section-gap">
      <ErrorAlert error={list.error} />
      <SimpleTable<BalanceAdjustment>
        caption={t('adjustments.ofPlayer')}
        testId="p360-adjustments"
        rows={list.data?.list ?? []}
        columns={[
          { key: 'at', header: t('common.time'), cell: (r) => dateTime(r.createdAt) },
          { key: 'amount', header: t('common.amount'), cell: (r) => signedMoney(r.amount) },
          { key: 'reason', header: t('common.reason'), cell: (r) => r.reason },
          {
            key: 'status',
            header: t('players.status'),
            cell: (r) => <span className={`badge badge-${r.status}`}>{t(`status.${r.status}`)}</span>,
          },
          { key: 'by', header: t('adjustments.requestedBy'), cell: (r) => r.requestedBy },
          { key: 'decidedBy', header: t('adjustments.decidedBy'), cell: (r) => r.decidedBy ?? '' },
        ]}
      />
      {total > 0 && (
        <p>
          <Link to={`/adjustments?status=ALL&memberId=${id}`} data-testid="p360-adjustments-all">
            {t('adjustments.allOfPlayer', { total })}
          </Link>
        </p>
      )}
    </div>
  );
}
