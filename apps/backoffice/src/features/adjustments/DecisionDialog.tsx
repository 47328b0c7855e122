import { zodResolver } from '@hookform/resolvers/zod';
import { adjustmentDecision, adjustmentRejection, type BalanceAdjustment } from '@mekong/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDecideAdjustment, type Verdict } from '../../shared/api/adjustments.ts';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { signedMoney } from '../../shared/ui/format.ts';

export type Decision = { row: BalanceAdjustment; verdict: Verdict };

/** A second operator approves (a note if they like) or rejects (saying why) a pending adjustment. */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const mutation = useDecideAdjustment();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const verdict = decision?.verdict ?? 'approve';
  return (
    <ConfirmDialog
      open={!!decision}
      onOpenChange={(o) => !o && close()}
      title={t(`adjustments.${verdict}`)}
      description={
        decision
          ? t(`adjustments.${verdict}Confirm`, {
              amount: signedMoney(decision.row.amount),
              player: decision.row.account,
              operator: decision.row.requestedBy,
            })
          : ''
      }
      formId={formId}
      busy={mutation.isPending}
      danger={verdict === 'reject'}
      confirmLabel={t(`adjustments.${verdict}`)}
    >
      {decision && (
        // Keyed by verdict: approve and reject check the note by their own schema.
        <NoteForm key={verdict} formId={formId} decision={decision} mutation={mutation} onDone={close} />
      )}
    </ConfirmDialog>
  );
}

function NoteForm({
  formId,
  decision,
  mutation,
  onDone,
}: {
  formId: string;
  decision: Decision;
  mutation: ReturnType<typeof useDecideAdjustment>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reject = decision.verdict === 'reject';
  const schema: z.ZodType<{ note: string }, { note?: string }> = reject ? adjustmentRejection : adjustmentDecision;
  const form = useForm<{ note?: string }, unknown, { note: string }>({
    resolver: zodResolver(schema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async ({ note }) => {
    await mutation.mutateAsync({ id: decision.row.id, verdict: decision.verdict, note }).then(onDone, () => undefined);
  });
  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="decision-form">
      <p className="hint">{t('adjustments.reasonWas', { reason: decision.row.reason })}</p>
      <Field
        label={t('adjustments.note')}
        hint={t(reject ? 'adjustments.noteRequired' : 'adjustments.noteOptional')}
        error={form.formState.errors.note}
      >
        {(a) => <textarea {...a} {...form.register('note')} rows={2} data-testid="decision-note" />}
      </Field>
      <ErrorAlert error={mutation.error} />
    </form>
  );
}
