import type { PaymentReview } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime, money } from '../../shared/ui/format.ts';

/** Beside an order: the player's balance, money in and out so far, wagering, last sign-in, shared addresses. */
export function ReviewFacts({ review }: { review: PaymentReview | null | undefined }) {
  const { t } = useTranslation();
  if (!review) return null;
  const owed = BigInt(review.wagering.required) > BigInt(review.wagering.progressed);
  return (
    <dl className="review-facts" data-testid="review-facts">
      <div>
        <dt>{t('payments.review.balance')}</dt>
        <dd>{money(review.balance)}</dd>
      </div>
      <div>
        <dt>{t('payments.review.inOut')}</dt>
        <dd>
          {money(review.depositsTotal)} / {money(review.withdrawalsTotal)}
        </dd>
      </div>
      <div>
        <dt>{t('payments.review.wagering')}</dt>
        <dd className={owed ? 'warn' : undefined}>
          {money(review.wagering.progressed)} / {money(review.wagering.required)}
        </dd>
      </div>
      <div>
        <dt>{t('payments.review.lastSignIn')}</dt>
        <dd>
          {dateTime(review.lastSignInAt)}
          {review.lastSignInIp ? ` · ${review.lastSignInIp}` : ''}
        </dd>
      </div>
      {review.sharedIp.length > 0 && (
        <div>
          <dt>{t('payments.review.sharedIp')}</dt>
          <dd className="warn">
            {review.sharedIp.map((o, i) => (
              <span key={o.id}>
                {i > 0 && ', '}
                <Link to={`/players/${o.id}`}>{o.account}</Link> ({o.ip})
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
