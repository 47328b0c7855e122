import type { LimitKind, LimitPeriod, PlayerLimit } from '@mekong/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { useConfirmLimitMutation } from '../api/limits.ts';
import { usedPercent } from '../lib.ts';
import { limitValueText } from '../limit-values.ts';
import { limitErrorText } from './limit-errors.ts';

type Props = { kind: LimitKind; period: LimitPeriod; limit: PlayerLimit | undefined; now: number };

/**
 * One limit: its amount, the period's use as a bar, the period's end, and a change waiting. A
 * session-time limit reads in minutes ("45 min of 90 min"), the others in money.
 */
export function LimitRow({ kind, period, limit, now }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirmLimitMutation();
  const [error, setError] = useState<unknown>(null);
  const id = `${kind}-${period}`;
  const name = t(`centre.rg.periods.${period}`);
  if (!limit)
    return (
      <li className="rg-limit" data-testid={`rg-limit-${id}`}>
        <span className="rg-period">{name}</span>
        <span className="rg-none">{t('centre.rg.noLimit')}</span>
      </li>
    );
  const percent = usedPercent(limit);
  const value = (v: string) => limitValueText(t, kind, v);
  const pending = limit.pending;
  const ready = pending !== null && Date.parse(pending.from) <= now;
  const onConfirm = async () => {
    setError(null);
    try {
      await confirm.mutateAsync({ kind, period });
    } catch (err) {
      setError(err);
    }
  };
  return (
    <li className="rg-limit" data-testid={`rg-limit-${id}`}>
      <span className="rg-period">{name}</span>
      <strong className="rg-amount" data-testid={`rg-amount-${id}`}>
        {value(limit.amount)}
      </strong>
      <progress
        className="rg-bar"
        max={100}
        value={percent}
        aria-label={t('centre.rg.usedLabel', { name: t(`centre.rg.kinds.${kind}`), period: name })}
      />
      <span className="rg-used" data-testid={`rg-used-${id}`}>
        {kind === 'SESSION'
          ? t('centre.rg.usedOf', { used: value(limit.used), amount: value(limit.amount), percent })
          : t('centre.rg.used', { used: value(limit.used), percent })}
      </span>
      <span className="rg-end">{t('centre.rg.periodEnds', { time: formatDateTime(limit.periodEnd) })}</span>
      {pending && (
        <div className="rg-pending" data-testid={`rg-pending-${id}`}>
          <span>
            {pending.amount === null
              ? t('centre.rg.pendingRemoval')
              : t('centre.rg.pendingRaise', { amount: value(pending.amount) })}{' '}
            {ready ? t('centre.rg.confirmNow') : t('centre.rg.confirmFrom', { time: formatDateTime(pending.from) })}
          </span>
          {ready && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={onConfirm}
              disabled={confirm.isPending}
              data-testid={`rg-confirm-${id}`}
            >
              {t('auth.confirm')}
            </button>
          )}
        </div>
      )}
      {error !== null && (
        <p className="form-error" role="alert">
          {limitErrorText(t, error)}
        </p>
      )}
    </li>
  );
}
