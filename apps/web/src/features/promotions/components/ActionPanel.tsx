import type { PromotionDetail } from '@mekong/contracts';
import { useState } from 'react';
import { useOpenCentre } from '../../../shared/store/ui.ts';
import { useClaim, usePromoAction } from '../api/actions.ts';
import { usePromoError, usePromoT } from '../i18n.ts';
import { ApplyForm } from './ApplyForm.tsx';
import { Amount, Outcome, useAmountText } from './bits.tsx';

/** The member's part in a promotion, by kind and state: apply, join, check in, draw, or claim. */
export function ActionPanel({ promo }: { promo: PromotionDetail }) {
  const { t } = usePromoT();
  const errorText = usePromoError();
  const amount = useAmountText();
  const openCentre = useOpenCentre();
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const claim = useClaim('rewards');
  const kindAction = promo.kind === 'RAFFLE' ? 'raffle' : promo.kind === 'CHECKIN' ? 'checkin' : 'join';
  const action = usePromoAction(promo.id, kindAction);
  const run = async (go: () => Promise<string>) => {
    setError(null);
    setOk(null);
    try {
      setOk(await go());
    } catch (err) {
      setError(errorText(err));
    }
  };
  const { state, application, reward, checkin, raffle } = promo;
  return (
    <div className="promo-panel" data-testid="promo-actions">
      {application && (
        <div className="stack" data-testid="promo-application">
          <p>{t(`apply.status.${application.status}`)}</p>
          <p>
            <strong>{t('apply.yourRemark')}</strong>{' '}
            {/* The remark is text: whatever it contains is shown, never run. */}
            <span data-testid="promo-remark">{application.remark}</span>
          </p>
          {application.reason && <p>{t('apply.reason', { reason: application.reason })}</p>}
        </div>
      )}
      {promo.kind === 'APPLY' && state === 'JOINABLE' && <ApplyForm promotionId={promo.id} />}
      {checkin && <p>{t('action.streak', { count: checkin.streak })}</p>}
      {raffle && (
        <div className="stack">
          <p>{t('action.drawProgress', { progress: amount(raffle.progress), need: amount(raffle.need) })}</p>
          <p>
            {t('action.prizes')}: {raffle.prizes.map(amount).join(' · ')}
          </p>
          {raffle.prize && <p>{t('action.drawn', { amount: amount(raffle.prize) })}</p>}
        </div>
      )}
      {state === 'JOINABLE' && promo.kind !== 'APPLY' && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={action.isPending}
          data-testid="promo-action"
          onClick={() =>
            run(async () => {
              const r = await action.mutateAsync();
              if (kindAction === 'raffle') return t('action.won', { amount: amount(r?.prize ?? '0') });
              if (kindAction === 'checkin') return t('action.paid', { amount: amount(r?.amount ?? '0') });
              return t('action.joined');
            })
          }
        >
          {t(`action.${kindAction}`)}
        </button>
      )}
      {state === 'SIGNED_UP' && <p>{t(promo.kind === 'CHECKIN' ? 'action.checkedIn' : 'action.joined')}</p>}
      {state === 'IN_PROGRESS' && <p>{t(`action.auto${promo.kind === 'REFERRAL' ? 'Referral' : ''}`)}</p>}
      {promo.kind === 'REFERRAL' && (
        <button type="button" className="btn" onClick={() => openCentre('member', 'referral')}>
          {t('action.invite')}
        </button>
      )}
      {state === 'ISSUED' && reward?.status === 'ISSUED' && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={claim.isPending}
          data-testid="promo-claim"
          onClick={() =>
            run(async () => t('action.paid', { amount: amount((await claim.mutateAsync(reward.id)).amount) }))
          }
        >
          {t('action.claim')} <Amount minor={reward.amount} />
        </button>
      )}
      {state === 'CLAIMED' && reward && (
        <p>
          {t('action.claimed')} <Amount minor={reward.amount} />
        </p>
      )}
      <Outcome ok={ok} error={error} />
    </div>
  );
}
