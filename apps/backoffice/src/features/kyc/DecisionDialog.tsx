import { zodResolver } from '@hookform/resolvers/zod';
import { kycDecision } from '@mekong/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../shared/ui/Field.tsx';
import { ReasonDialog, ReasonForm } from '../../shared/ui/ReasonDialog.tsx';
import { type KycRow, useKycDecision } from './api.ts';

const LEVELS = ['BASIC', 'VERIFIED'] as const;

/**
 * What the reviewer fills in, turned into the shared schema's body and checked by it: a level only
 * when approving, the birth date only for VERIFIED, a reason required only when rejecting.
 */
const decisionForm = z
  .object({
    decision: z.enum(['approve', 'reject']),
    level: z.enum(LEVELS),
    birthDate: z.string(),
    reason: z.string(),
  })
  .transform(({ decision, level, birthDate, reason }): z.input<typeof kycDecision> => {
    const approve = decision === 'approve';
    return {
      approve,
      ...(approve ? { level } : {}),
      ...(approve && level === 'VERIFIED' && birthDate ? { birthDate } : {}),
      reason,
    };
  })
  .pipe(kycDecision);
type DecisionInput = z.input<typeof decisionForm>;
type DecisionOutput = z.output<typeof decisionForm>;

type Props = { row: KycRow | null; onClose: () => void; onDone: (approved: boolean) => void };

/** Decides every document the player has waiting: approved to a level, or rejected with the reason they will read. */
export function DecisionDialog({ row, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const mutation = useKycDecision(row?.memberId ?? 0);
  return (
    <ReasonDialog
      open={!!row}
      onOpenChange={(o) => !o && onClose()}
      title={t('kyc.decide')}
      description={row ? t('kyc.decideHelp', { account: row.account, level: t(`kyc.levels.${row.level}`) }) : ''}
      confirmLabel={t('kyc.decideSubmit')}
      mutation={mutation}
    >
      {(formId) => <DecisionForm formId={formId} mutation={mutation} onDone={onDone} />}
    </ReasonDialog>
  );
}

function DecisionForm({
  formId,
  mutation,
  onDone,
}: {
  formId: string;
  mutation: ReturnType<typeof useKycDecision>;
  onDone: Props['onDone'];
}) {
  const { t } = useTranslation();
  const form = useForm<DecisionInput, unknown, DecisionOutput>({
    resolver: zodResolver(decisionForm),
    defaultValues: { decision: 'approve', level: 'BASIC', birthDate: '', reason: '' },
  });
  const approving = form.watch('decision') === 'approve';
  const verifying = approving && form.watch('level') === 'VERIFIED';
  const submit = form.handleSubmit(async (body) => {
    await mutation.mutateAsync(body).then(
      () => onDone(body.approve),
      () => undefined,
    );
  });
  const errors = form.formState.errors;
  return (
    <ReasonForm
      formId={formId}
      onSubmit={submit}
      testId="kyc-decision-form"
      reason={{
        field: form.register('reason'),
        error: errors.reason,
        testId: 'kyc-reason',
        hint: t(approving ? 'kyc.reasonHintApprove' : 'kyc.reasonHintReject'),
      }}
      refusal={mutation.error}
    >
      <fieldset className="choice" data-testid="kyc-decision">
        <legend>{t('kyc.decision')}</legend>
        {(['approve', 'reject'] as const).map((d) => (
          <label key={d} className="choice-option">
            <input type="radio" value={d} {...form.register('decision')} data-testid={`kyc-${d}`} />
            {t(`kyc.${d}`)}
          </label>
        ))}
      </fieldset>
      {approving && (
        <Field label={t('kyc.level')} error={errors.level}>
          {(a) => (
            <select {...a} {...form.register('level')} data-testid="kyc-level">
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`kyc.levels.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {verifying && (
        <Field label={t('kyc.birthDate')} hint={t('kyc.birthDateHint')} error={errors.birthDate}>
          {(a) => <input {...a} {...form.register('birthDate')} type="date" data-testid="kyc-birth-date" />}
        </Field>
      )}
    </ReasonForm>
  );
}
