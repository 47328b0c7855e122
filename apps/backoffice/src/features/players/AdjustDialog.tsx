import { zodResolver } from '@hookform/resolvers/zod';
import { adjustmentRequest, type BalanceAdjustment, type Player360 } from '@mekong/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApprovalThreshold, useRequestAdjustment } from '../../shared/api/adjustments.ts';
import { useMe } from '../../shared/session/me.ts';
import { Field } from '../../shared/ui/Field.tsx';
import { money } from '../../shared/ui/format.ts';
import { toMinor } from '../../shared/ui/money-input.ts';
import { ReasonDialog, ReasonForm } from '../../shared/ui/ReasonDialog.tsx';

/** The typed major units, as the shared schema's minor units (its own checks: not zero, not too large). */
const majorAmount = z
  .string()
  .transform((typed, ctx) => {
    const minor = toMinor(typed);
    if (minor === null) ctx.addIssue({ code: 'custom', message: 'adjustment.amount.format' });
    return minor ?? '';
  })
  .pipe(adjustmentRequest.shape.amount);

const adjustForm = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: majorAmount,
  reason: adjustmentRequest.shape.reason,
});
type AdjustInput = z.input<typeof adjustForm>;
type AdjustOutput = z.output<typeof adjustForm>;

/** An idempotency key for one opening of the dialog: a resend of the same form cannot apply twice. */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

type Props = {
  detail: Player360;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onDone: (adjustment: BalanceAdjustment) => void;
};

/** Credit or debit the player's main wallet with a reason; above the brand's threshold it waits for a second operator. */
export function AdjustDialog({ detail, open, onOpenChange, onDone }: Props) {
  const { t } = useTranslation();
  const mutation = useRequestAdjustment(detail.player.id);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adjustments.adjust')}
      description={t('adjustments.adjustHelp', {
        account: detail.player.account,
        balance: money(detail.balances.main),
      })}
      confirmLabel={t('adjustments.submit')}
      mutation={mutation}
    >
      {/* Mounted anew at each opening (the dialog's content leaves the page when it closes): a new key each time. */}
      {(formId) => <AdjustForm formId={formId} mutation={mutation} onDone={onDone} />}
    </ReasonDialog>
  );
}

function AdjustForm({
  formId,
  mutation,
  onDone,
}: {
  formId: string;
  mutation: ReturnType<typeof useRequestAdjustment>;
  onDone: Props['onDone'];
}) {
  const { t } = useTranslation();
  const [key] = useState(newKey);
  const currency = useMe().data?.merchant.currency ?? '';
  const threshold = useApprovalThreshold().data;
  const form = useForm<AdjustInput, unknown, AdjustOutput>({
    resolver: zodResolver(adjustForm),
    defaultValues: { direction: 'credit', amount: '', reason: '' },
  });
  const submit = form.handleSubmit(async ({ direction, amount, reason }) => {
    const body = adjustmentRequest.parse({ amount: direction === 'debit' ? `-${amount}` : amount, reason, key });
    await mutation.mutateAsync(body).then(onDone, () => undefined);
  });
  const errors = form.formState.errors;
  return (
    <ReasonForm
      formId={formId}
      onSubmit={submit}
      testId="adjust-form"
      reason={{ field: form.register('reason'), error: errors.reason, testId: 'adjust-reason' }}
      refusal={mutation.error}
      footer={
        threshold !== undefined && (
          <p className="hint" data-testid="adjust-threshold">
            {t('adjustments.thresholdHint', { amount: money(threshold) })}
          </p>
        )
      }
    >
      <fieldset className="choice" data-testid="adjust-direction">
        <legend>{t('adjustments.direction')}</legend>
        {(['credit', 'debit'] as const).map((d) => (
          <label key={d} className="choice-option">
            <input type="radio" value={d} {...form.register('direction')} data-testid={`adjust-${d}`} />
            {t(`adjustments.${d}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('adjustments.amount', { currency })} hint={t('adjustments.amountHint')} error={errors.amount}>
        {(a) => (
          <input
            {...a}
            {...form.register('amount')}
            inputMode="decimal"
            autoComplete="off"
            data-testid="adjust-amount"
          />
        )}
      </Field>
    </ReasonForm>
  );
}
