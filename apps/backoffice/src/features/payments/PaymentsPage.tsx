import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '../../shared/session/roles.ts';
import { useSession } from '../../shared/session/session.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { dateTime, money } from '../../shared/ui/format.ts';
import { SimpleTable } from '../../shared/ui/SimpleTable.tsx';
import { useUrlState } from '../../shared/ui/url-state.ts';
import { type Queue, type QueueRow, STATUSES, useQueue } from './api.ts';
import { heldReasonText } from './held-reason.ts';
import { PaymentsTabs } from './PaymentsTabs.tsx';
import { type Review, ReviewDialog } from './ReviewDialog.tsx';
import { ReviewFacts } from './ReviewFacts.tsx';

const DEFAULTS = { queue: 'withdrawals', status: 'PENDING' };

/** The deposit and withdrawal queues; support reads them, finance and admins settle them. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [state, setState] = useUrlState(DEFAULTS);
  const queue: Queue = state.queue === 'deposits' ? 'deposits' : 'withdrawals';
  const status = STATUSES[queue].includes(state.status) ? state.status : 'PENDING';
  const list = useQueue(queue, status);
  const [review, setReview] = useState<Review | null>(null);
  const mayAct = can(session?.role, 'paymentActions') && status === 'PENDING';
  const verbs = queue === 'deposits' ? (['confirm', 'reject'] as const) : (['approve', 'reject'] as const);
  return (
    <section aria-labelledby="payments-title">
      <PaymentsTabs />
      <h1 id="payments-title">{t('payments.title')}</h1>
      <div className="filters">
        <div role="tablist" aria-label={t('payments.queues')} className="button-row">
          {(['withdrawals', 'deposits'] as const).map((q) => (
            <button
              key={q}
              type="button"
              role="tab"
              aria-selected={queue === q}
              className={queue === q ? 'btn btn-primary' : 'btn'}
              onClick={() => setState({ queue: q, status: 'PENDING' })}
              data-testid={`queue-${q}`}
            >
              {t(`payments.${q}.title`)}
            </button>
          ))}
        </div>
        <label className="inline">
          {t('players.status')}
          <select value={status} onChange={(e) => setState({ status: e.target.value })} data-testid="queue-status">
            {STATUSES[queue].map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorAlert error={list.error} />
      <SimpleTable<QueueRow>
        caption={t(`payments.${queue}.title`)}
        testId={`queue-table-${queue}`}
        rows={list.data ?? []}
        columns={[
          { key: 'id', header: t('common.id'), cell: (r) => r.id },
          { key: 'at', header: t('common.time'), cell: (r) => dateTime(r.createdAt) },
          {
            key: 'player',
            header: t('payments.player'),
            cell: (r) => (
              <Link to={`/players/${r.memberId}`} data-testid="queue-player">
                {r.account ?? `#${r.memberId}`}
              </Link>
            ),
          },
          { key: 'amount', header: t('common.amount'), cell: (r) => money(r.amount) },
          {
            key: 'status',
            header: t('players.status'),
            cell: (r) =>
              r.heldReason ? (
                <span data-testid="queue-held">
                  {t(`status.${r.status}`)} · {heldReasonText(t, r.heldReason)}
                </span>
              ) : (
                t(`status.${r.status}`)
              ),
          },
          { key: 'review', header: t('payments.review.title'), cell: (r) => <ReviewFacts review={r.review} /> },
          { key: 'note', header: t('payments.note'), cell: (r) => r.note ?? r.reference ?? '' },
          {
            key: 'actions',
            header: t('players.actions'),
            cell: (r) =>
              mayAct ? (
                <div className="button-row">
                  {verbs.map((verb) => (
                    <button
                      key={verb}
                      type="button"
                      className={verb === 'reject' ? 'btn btn-danger' : 'btn btn-primary'}
                      onClick={() => setReview({ row: r, verb })}
                      data-testid={`review-${verb}-${r.id}`}
                    >
                      {t(`payments.${verb}`)}
                    </button>
                  ))}
                </div>
              ) : null,
          },
        ]}
      />
      <ReviewDialog queue={queue} review={review} onClose={() => setReview(null)} />
    </section>
  );
}
