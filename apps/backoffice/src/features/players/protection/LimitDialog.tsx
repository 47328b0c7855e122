import { zodResolver } from '@hookform/resolvers/zod';
import { LIMIT_KINDS, LIMIT_PERIODS, operatorLimitRequest } from '@mekong/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useMe } from '../../../shared/session/me.ts';
import { Field } from '../../../shared/ui/Field.tsx';
import { toMinor } from '../../../shared/ui/money-input.ts';
import { ReasonDialog, ReasonForm } from '../../../shared/ui/ReasonDialog.tsx';
import { useLowerLimit } from './api.ts';

/** Whole minutes as typed ("90", " 0090 "), or '' for anything else, which the shared schema refuses. */
const wholeMinutes = (typed: string) => (/^\d+$/.test(typed.trim()) ? String(Number(typed.trim())) : '');

/**
 * The typed amount as the shared schema takes it: a session-time limit in whole minutes, any other
 * in major units moved digit by digit into minor units (never a float). The shared schema then
 * checks it all, the session limit's day-only period and 1,440 minutes included.
 */
const limitForm = z
  .object({ kind: z.string(), period: z.string(), amount: z.string(), reason: z.string() })
  .transform((f) => ({ ...f, amount: f.kind === 'SESSION' ? wholeMinutes(f.amount) : (toMinor(f.amount) ?? '') }))
  .pipe(operatorLimitRequest);
type LimitInput = z.input<typeof limitForm>;
type LimitOutput = z.output<typeof limitForm>;

type Props = { id: number; account: string; open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void };

/** Set or lower one of the player's limits, with a reason: the server refuses a raise or a removal. */
export function LimitDialog({ id, account, open, onOpenChange, onDone }: Props) {
  const { t } = useTranslation();
  const mutation = useLowerLimit(id);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('protection.lowerLimit')}
      description={t('protection.lowerLimitHelp', { account })}
      confirmLabel={t('protection.lowerLimitSubmit')}
      mutation={mutation}
    >
      {(formId) => <LimitForm formId={formId} mutation={mutation} onDone={onDone} />}
    </ReasonDialog>
  );
}

function LimitForm({
  formId,
  mutation,
  onDone,
}: {
  formId: string;
  mutation: ReturnType<typeof useLowerLimit>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const currency = useMe().data?.merchant.currency ?? '';
  const form = useForm<LimitInput, unknown, LimitOutput>({
    resolver: zodResolver(limitForm),
    defaultValues: { kind: 'DEPOSIT', period: 'DAY', amount: '', reason: '' },
  });
  const session = form.watch('kind') === 'SESSION';
  const submit = form.handleSubmit(async (body) => {
    await mutation.mutateAsync(body).then(onDone, () => undefined);
  });
  const errors = form.formState.errors;
  // Typed minutes that are not a whole number fail the shared amount rule, whose words are about
  // money: they are told the session limit's own rule instead.
  const amountError =
    session && errors.amount?.message === 'limit.amount.format'
      ? { ...errors.amount, message: 'limit.session.minutes' }
      : errors.amount;
  return (
    <ReasonForm
      formId={formId}
      onSubmit={submit}
      testId="limit-form"
      reason={{ field: form.register('reason'), error: errors.reason, testId: 'limit-reason' }}
      refusal={mutation.error}
    >
      <Field label={t('protection.kind')} error={errors.kind}>
        {(a) => (
          <select
            {...a}
            {...form.register('kind', {
              // A session-time limit is per day only: its period follows, and offers nothing else.
              onChange: (e: { target: { value: string } }) => {
                if (e.target.value === 'SESSION') form.setValue('period', 'DAY');
              },
            })}
            data-testid="limit-kind"
          >
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`protection.kinds.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('protection.period')}
        hint={session ? t('protection.sessionPeriodHint') : undefined}
        error={errors.period}
      >
        {(a) => (
          <select {...a} {...form.register('period')} data-testid="limit-period">
            {(session ? (['DAY'] as const) : LIMIT_PERIODS).map((p) => (
              <option key={p} value={p}>
                {t(`protection.periods.${p}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={session ? t('protection.minutesAmount') : t('protection.amount', { currency })}
        hint={session ? t('protection.minutesHint') : t('adjustments.amountHint')}
        error={amountError}
      >
        {(a) => (
          <input
            {...a}
            {...form.register('amount')}
            inputMode={session ? 'numeric' : 'decimal'}
            autoComplete="off"
            data-testid="limit-amount"
          />
        )}
      </Field>
    </ReasonForm>
  );
}
