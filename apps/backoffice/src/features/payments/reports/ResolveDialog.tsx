import { zodResolver } from '@hookform/resolvers/zod';
import { type PayoutReport, payoutReportResolution } from '@mekong/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { ErrorAlert } from '../../../shared/ui/Alert.tsx';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { Field } from '../../../shared/ui/Field.tsx';
import { dateTime, money } from '../../../shared/ui/format.ts';
import { useResolveReport } from './api.ts';

/** Who closed a report first, when a second close is refused (`payout.report.resolved`). */
function closedBy(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'payout.report.resolved') return null;
  return error.value as { resolvedBy: string | null; resolvedAt: string | null } | null;
}

/** Closes a payout report with what the follow-up found: the note is required, and kept in the audit log. */
export function ResolveDialog({ report, onClose }: { report: PayoutReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const mutation = useResolveReport();
  const form = useForm({ resolver: zodResolver(payoutReportResolution), defaultValues: { note: '' } });
  const submit = form.handleSubmit(async ({ note }) => {
    if (!report) return;
    await mutation.mutateAsync({ id: report.id, note }).then(
      () => {
        form.reset();
        mutation.reset();
        onClose();
      },
      () => undefined,
    );
  });
  const first = closedBy(mutation.error);
  return (
    <ConfirmDialog
      open={!!report}
      onOpenChange={(o) => {
        if (!o) {
          form.reset();
          mutation.reset();
          onClose();
        }
      }}
      title={t('payoutReports.resolve')}
      description={
        report
          ? t('payoutReports.resolveConfirm', { id: report.id, amount: money(report.amount), player: report.account })
          : ''
      }
      formId={formId}
      busy={mutation.isPending}
      confirmLabel={t('payoutReports.resolve')}
    >
      <form id={formId} onSubmit={submit} noValidate data-testid="resolve-form">
        <Field label={t('payoutReports.note')} hint={t('payoutReports.noteHint')} error={form.formState.errors.note}>
          {(a) => <textarea {...a} {...form.register('note')} rows={3} data-testid="resolve-note" />}
        </Field>
        <ErrorAlert error={mutation.error} />
        {first?.resolvedBy && (
          <p className="hint" data-testid="resolved-first">
            {t('payoutReports.resolvedBy', { operator: first.resolvedBy, at: dateTime(first.resolvedAt) })}
          </p>
        )}
      </form>
    </ConfirmDialog>
  );
}
