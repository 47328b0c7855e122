import { useState } from 'react';
import { useClaim } from '../api/actions.ts';
import { useRewards } from '../api/centre.ts';
import { usePromoError, usePromoT } from '../i18n.ts';
import { Amount, dateOf, Outcome, useAmountText } from './bits.tsx';

/** rewardCenter: rewards waiting to be claimed (each with its button), then those claimed. */
export function RewardCenterPage() {
  const { t } = usePromoT();
  const errorText = usePromoError();
  const amount = useAmountText();
  const rewards = useRewards();
  const claim = useClaim('rewards');
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onClaim = async (id: number) => {
    setOk(null);
    setError(null);
    try {
      setOk(t('action.paid', { amount: amount((await claim.mutateAsync(id)).amount) }));
    } catch (err) {
      setError(errorText(err));
    }
  };
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
                    disabled={claim.isPending}
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
