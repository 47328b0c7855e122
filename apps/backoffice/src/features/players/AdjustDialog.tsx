import { zodResolver } from '@hookform/resolvers/zod';
import { adjustmentRequest, type BalanceAdjustment, type Player360 } from '@mekong/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApprovalThreshold, useRequestAdjustment } from '../../shared/api/adjustments.ts';
import { useMe } from '../../shared/session/me.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { money } from '../../shared/ui/format.ts';
import { toMinor } from '../../shared/ui/money-input.ts';

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
  const formId = useId();
  const mutation = useRequestAdjustment(detail.player.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) mutation.reset();
        onOpenChange(o);
      }}
      title={t('adjustments.adjust')}
      description={t('adjustments.adjustHelp', {
        account: detail.player.account,
        balance: money(detail.balances.main),
      })}
      formId={formId}
      busy={mutation.isPending}
      confirmLabel={t('adjustments.submit')}
    >
      {/* Mounted anew at each opening (the dialog's content leaves the page when it closes): a new key each time. */}
      <AdjustForm formId={formId} mutation={mutation} onDone={onDone} />
    </ConfirmDialog>
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
    <form id={formId} onSubmit={submit} noValidate data-testid="adjust-form">
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
      <Field label={t('common.reason')} hint={t('adjustments.reasonHint')} error={errors.reason}>
        {(a) => <textarea {...a} {...form.register('reason')} rows={3} data-testid="adjust-reason" />}
      </Field>
      {threshold !== undefined && (
        <p className="hint" data-testid="adjust-threshold">
          {t('adjustments.thresholdHint', { amount: money(threshold) })}
        </p>
      )}
      <ErrorAlert error={mutation.error} />
    </form>
  );
}
