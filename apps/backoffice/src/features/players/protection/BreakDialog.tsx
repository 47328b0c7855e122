import { zodResolver } from '@hookform/resolvers/zod';
import { BREAK_LENGTHS, operatorBreakRequest } from '@mekong/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../shared/ui/Field.tsx';
import { ReasonDialog, ReasonForm } from '../../../shared/ui/ReasonDialog.tsx';
import { useSetBreak } from './api.ts';

type BreakInput = z.input<typeof operatorBreakRequest>;
type BreakKind = keyof typeof BREAK_LENGTHS;
type Props = { id: number; account: string; open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void };

/** A time-out or a self-exclusion for the player, with a reason; it signs the player out at once. */
export function BreakDialog({ id, account, open, onOpenChange, onDone }: Props) {
  const { t } = useTranslation();
  const mutation = useSetBreak(id);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('protection.setBreak')}
      description={t('protection.setBreakHelp', { account })}
      confirmLabel={t('protection.setBreakSubmit')}
      danger
      mutation={mutation}
    >
      {(formId) => <BreakForm formId={formId} mutation={mutation} onDone={onDone} />}
    </ReasonDialog>
  );
}

function BreakForm({
  formId,
  mutation,
  onDone,
}: {
  formId: string;
  mutation: ReturnType<typeof useSetBreak>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<BreakInput>({
    resolver: zodResolver(operatorBreakRequest),
    defaultValues: { kind: 'TIMEOUT', length: '24h', reason: '' },
  });
  const kind: BreakKind = form.watch('kind');
  const kindField = form.register('kind');
  const submit = form.handleSubmit(async (body) => {
    await mutation.mutateAsync(body).then(onDone, () => undefined);
  });
  const errors = form.formState.errors;
  return (
    <ReasonForm
      formId={formId}
      onSubmit={submit}
      testId="break-form"
      reason={{ field: form.register('reason'), error: errors.reason, testId: 'break-reason' }}
      refusal={mutation.error}
    >
      <p className="alert alert-error" data-testid="break-warning">
        {t('protection.breakWarning')}
      </p>
      <Field label={t('protection.breakKind')} error={errors.kind}>
        {(a) => (
          <select
            {...a}
            {...kindField}
            onChange={(e) => {
              void kindField.onChange(e);
              // Each kind has lengths of its own: the first of the new kind's, rather than an invalid pair.
              form.setValue('length', BREAK_LENGTHS[e.target.value as BreakKind][0]);
            }}
            data-testid="break-kind"
          >
            {(Object.keys(BREAK_LENGTHS) as BreakKind[]).map((k) => (
              <option key={k} value={k}>
                {t(`protection.breakKinds.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('protection.length')} error={errors.length}>
        {(a) => (
          <select {...a} {...form.register('length')} data-testid="break-length">
            {BREAK_LENGTHS[kind].map((l) => (
              <option key={l} value={l}>
                {t(`protection.lengths.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </ReasonForm>
  );
}
