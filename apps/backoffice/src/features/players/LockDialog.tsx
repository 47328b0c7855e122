import { zodResolver } from '@hookform/resolvers/zod';
import { playerLockRequest } from '@mekong/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { useLock } from './api.ts';

type Props = { id: number; lock: boolean; open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void };

/** Lock (sign-in refused, sessions end) or unlock a player, with the reason the audit log keeps. */
export function LockDialog({ id, lock, open, onOpenChange, onDone }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const mutation = useLock(id, lock);
  const form = useForm({ resolver: zodResolver(playerLockRequest), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async (body) => {
    await mutation.mutateAsync(body).then(
      () => {
        form.reset();
        onDone();
      },
      () => undefined,
    );
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(lock ? 'players.lock' : 'players.unlock')}
      description={t(lock ? 'players.lockConfirm' : 'players.unlockConfirm')}
      formId={formId}
      busy={mutation.isPending}
      danger={lock}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label={t('common.reason')} error={form.formState.errors.reason}>
          {(a) => <textarea {...a} {...form.register('reason')} rows={3} data-testid="lock-reason" />}
        </Field>
        <ErrorAlert error={mutation.error} />
      </form>
    </ConfirmDialog>
  );
}
