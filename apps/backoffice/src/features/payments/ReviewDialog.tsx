import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { money } from '../../shared/ui/format.ts';
import { type Queue, type QueueRow, reviewNoteSchema, useReview } from './api.ts';

export type Review = { row: QueueRow; verb: 'confirm' | 'approve' | 'reject' };

/** Asks before a deposit or withdrawal is settled, with an optional note kept with the review. */
export function ReviewDialog({ queue, review, onClose }: { queue: Queue; review: Review | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const mutation = useReview(queue);
  const form = useForm({ resolver: zodResolver(reviewNoteSchema), defaultValues: { note: '' } });
  const submit = form.handleSubmit(async ({ note }) => {
    if (!review) return;
    await mutation.mutateAsync({ id: review.row.id, verb: review.verb, note }).then(
      () => {
        form.reset();
        mutation.reset();
        onClose();
      },
      () => undefined,
    );
  });
  const player = review ? (review.row.account ?? `#${review.row.memberId}`) : '';
  return (
    <ConfirmDialog
      open={!!review}
      onOpenChange={(o) => {
        if (!o) {
          mutation.reset();
          onClose();
        }
      }}
      title={review ? t(`payments.${review.verb}`) : ''}
      description={
        review ? t(`payments.${queue}.${review.verb}Confirm`, { amount: money(review.row.amount), player }) : ''
      }
      formId={formId}
      busy={mutation.isPending}
      danger={review?.verb === 'reject'}
      confirmLabel={review ? t(`payments.${review.verb}`) : ''}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label={t('payments.note')} error={form.formState.errors.note}>
          {(a) => <textarea {...a} {...form.register('note')} rows={2} data-testid="review-note" />}
        </Field>
        <ErrorAlert error={mutation.error} />
      </form>
    </ConfirmDialog>
  );
}
