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

/** The typed major units as the shared schema's minor units, moved digit by digit (never a float). */
const limitForm = z.object({
  kind: operatorLimitRequest.shape.kind,
  period: operatorLimitRequest.shape.period,
  amount: z
    .string()
    .transform((typed) => toMinor(typed) ?? '')
    .pipe(operatorLimitRequest.shape.amount),
  reason: operatorLimitRequest.shape.reason,
});
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
  const submit = form.handleSubmit(async (body) => {
    await mutation.mutateAsync(body).then(onDone, () => undefined);
  });
  const errors = form.formState.errors;
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
          <select {...a} {...form.register('kind')} data-testid="limit-kind">
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`protection.kinds.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('protection.period')} error={errors.period}>
        {(a) => (
          <select {...a} {...form.register('period')} data-testid="limit-period">
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`protection.periods.${p}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('protection.amount', { currency })} hint={t('adjustments.amountHint')} error={errors.amount}>
        {(a) => (
          <input
            {...a}
            {...form.register('amount')}
            inputMode="decimal"
            autoComplete="off"
            data-testid="limit-amount"
          />
        )}
      </Field>
    </ReasonForm>
  );
}
