import { LIMIT_KINDS, LIMIT_PERIODS, type PlayerLimits, SESSION_LIMIT_MAX_MINUTES } from '@mekong/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMsg, type Msg, useMsg } from '../../../shared/forms/messages.ts';
import { problemOf, useSchemaForm } from '../../../shared/forms/schema-form.ts';
import { formatDateTime } from '../../../shared/lib/dates.ts';
import { useSetLimitMutation } from '../api/limits.ts';
import { limitForm } from '../lib.ts';
import { limitErrorText } from './limit-errors.ts';

/**
 * The amount field's problem: the shared schema's session-time messages are error codes with texts
 * under errors; its other checks carry no message of ours and read as the field's own hint.
 */
function amountProblemOf(error: { message?: string } | undefined, session: boolean): Msg | undefined {
  if (error?.message?.startsWith('limit.session.')) return keyMsg(`errors.${error.message}`);
  return problemOf(error, keyMsg(session ? 'centre.rg.minutesInvalid' : 'centre.rg.amountInvalid'));
}

/** What the server now holds for the limit just changed, as a sentence. */
function outcomeText(t: TFunction, limits: PlayerLimits, kind: string, period: string) {
  const limit = limits.list.find((l) => l.kind === kind && l.period === period);
  if (!limit) return t('centre.rg.savedRemoved');
  if (limit.pending) return t('centre.rg.savedPending', { time: formatDateTime(limit.pending.from) });
  return t('centre.rg.savedNow');
}

type Props = {
  coolingOffHours: number;
  /** Told after a change the server took (the offer at registration then steps aside). */
  onSaved?: () => void;
};

/** Set, lower, raise or remove one limit; a lower one applies at once, the others after cooling off. */
export function LimitForm({ coolingOffHours, onSaved }: Props) {
  const { t } = useTranslation();
  const msg = useMsg();
  const save = useSetLimitMutation();
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useSchemaForm(limitForm, {
    defaultValues: { kind: 'DEPOSIT', period: 'DAY', amount: '', remove: false },
  });
  const remove = form.watch('remove');
  // A session-time limit is per day and counted in minutes: no period to choose, no money to type.
  const session = form.watch('kind') === 'SESSION';
  const amountProblem = msg(amountProblemOf(form.formState.errors.amount, session)) ?? null;
  const submit = form.handleSubmit(async (values) => {
    setOk(null);
    setError(null);
    try {
      const limits = await save.mutateAsync(values);
      setOk(outcomeText(t, limits, values.kind, values.period));
      form.resetField('amount');
      onSaved?.();
    } catch (err) {
      setError(err);
    }
  });
  return (
    <form className="stack rg-form" onSubmit={submit} noValidate data-testid="rg-form">
      <h4>{t('centre.rg.formTitle')}</h4>
      <p className="rg-note">{t('centre.rg.rules', { hours: coolingOffHours })}</p>
      <div className="rg-form-row">
        <div className="field">
          <label htmlFor="rg-kind">{t('centre.rg.kind')}</label>
          <select id="rg-kind" {...form.register('kind')} data-testid="rg-kind">
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`centre.rg.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {session ? (
          <div className="field">
            <label htmlFor="rg-period-fixed">{t('centre.rg.period')}</label>
            <input id="rg-period-fixed" readOnly value={t('centre.rg.periods.DAY')} data-testid="rg-period-fixed" />
          </div>
        ) : (
          <div className="field">
            <label htmlFor="rg-period">{t('centre.rg.period')}</label>
            <select id="rg-period" {...form.register('period')} data-testid="rg-period">
              {LIMIT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`centre.rg.periods.${p}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="field">
        <label htmlFor="rg-amount">
          {session ? t('centre.rg.minutesLabel', { max: SESSION_LIMIT_MAX_MINUTES }) : t('centre.rg.amount')}
        </label>
        {session && (
          <p id="rg-amount-hint" className="rg-note">
            {t('centre.rg.minutesHint')}
          </p>
        )}
        <input
          id="rg-amount"
          inputMode={session ? 'text' : 'decimal'}
          disabled={remove}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={
            [session ? 'rg-amount-hint' : '', amountProblem ? 'rg-amount-problem' : ''].filter(Boolean).join(' ') ||
            undefined
          }
          {...form.register('amount')}
          data-testid="rg-amount"
        />
        {amountProblem && (
          <p id="rg-amount-problem" className="form-error" role="alert">
            {amountProblem}
          </p>
        )}
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('remove')} data-testid="rg-remove" />
        {t('centre.rg.remove')}
      </label>
      {ok && (
        <p className="form-ok" role="status" data-testid="rg-ok">
          {ok}
        </p>
      )}
      {error !== null && (
        <p className="form-error" role="alert" data-testid="rg-error">
          {limitErrorText(t, error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending} data-testid="rg-submit">
        {t('centre.rg.save')}
      </button>
    </form>
  );
}
