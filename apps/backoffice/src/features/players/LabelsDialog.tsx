import { type Player360, playerLabelsRequest } from '@mekong/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { useLabels } from './api.ts';

type Props = { detail: Player360; open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void };

/**
 * The VIP labels (typed comma-separated) and the club label. The typed values are turned into the
 * request first, so the shared schema checks what is sent; its problems land on the field they concern.
 */
export function LabelsDialog({ detail, open, onOpenChange, onDone }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const mutation = useLabels(detail.player.id);
  const form = useForm({
    values: { memberLabels: detail.player.memberLabels.join(', '), clubLabel: detail.player.clubLabel ?? '' },
  });
  const submit = form.handleSubmit(async (v) => {
    const parsed = playerLabelsRequest.safeParse({
      memberLabels: v.memberLabels
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      clubLabel: v.clubLabel.trim() || null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'clubLabel' ? 'clubLabel' : 'memberLabels';
        form.setError(field, { type: issue.code, message: issue.message.includes(' ') ? '' : issue.message });
      }
      return;
    }
    await mutation.mutateAsync(parsed.data).then(onDone, () => undefined);
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('players.editLabels')}
      description={t('players.editLabelsHelp')}
      formId={formId}
      busy={mutation.isPending}
      confirmLabel={t('common.save')}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label={t('players.memberLabels')} error={form.formState.errors.memberLabels}>
          {(a) => <input {...a} {...form.register('memberLabels')} data-testid="labels-member" />}
        </Field>
        <Field label={t('players.clubLabel')} error={form.formState.errors.clubLabel}>
          {(a) => <input {...a} {...form.register('clubLabel')} data-testid="labels-club" />}
        </Field>
        <ErrorAlert error={mutation.error} />
      </form>
    </ConfirmDialog>
  );
}
