import { useRewards } from '../api/centre.ts';
import { usePromoT } from '../i18n.ts';
import { Amount, dateOf, Outcome } from './bits.tsx';
import { useClaimAction } from './use-claim-action.ts';

/** rewardCenter: rewards waiting to be claimed (each with its button), then those claimed. */
export function RewardCenterPage() {
  const { t } = usePromoT();
  const rewards = useRewards();
  const { ok, error, onClaim, pending } = useClaimAction('rewards');
  return (
    <div className="stack" data-testid="reward-centre">
      {rewards.isPending && <p className="loading">{t('loading')}</p>}
      {rewards.data && (
        <>
          <p data-testid="reward-claimable">{t('rewards.claimable', { n: rewards.data.claimable })}</p>
          <Outcome ok={ok} error={error} />
          {rewards.data.list.length === 0 && <p className="empty">{t('rewards.none')}</p>}
          <ul className="promo-rows">
            {rewards.data.list.map((r) => (
              <li key={r.id} className="promo-row" data-testid={`reward-${r.id}`} data-status={r.status}>
                <div>
                  <strong>{r.title || t(`source.${r.source}`)}</strong>
                  <p className="promo-muted">
                    {t(`source.${r.source}`)} · {dateOf(r.issuedAt)} ·{' '}
                    {t('rewards.turnover', { times: r.turnoverMultiple })}
                  </p>
                </div>
                <Amount minor={r.amount} />
                {r.status === 'ISSUED' ? (
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={pending}
                    onClick={() => onClaim(r.id)}
                    data-testid="reward-claim"
                  >
                    {t('rewards.claim')}
                  </button>
                ) : (
                  <span className="promo-muted">{t('rewards.claimed')}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
