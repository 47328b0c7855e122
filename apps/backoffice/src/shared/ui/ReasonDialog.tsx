import { type FormEventHandler, type ReactNode, useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './Alert.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Field } from './Field.tsx';

/** What the dialog needs of the action's react-query mutation. */
type Mutation = { isPending: boolean; error: unknown; reset: () => void };

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  mutation: Mutation;
  /**
   * The form, given the id the confirm button submits. The dialog's content leaves the page when it
   * closes, so the form is mounted anew (empty) at each opening.
   */
  children: (formId: string) => ReactNode;
};

/**
 * A staff action on a player that the audit log keeps with a reason (a balance adjustment, a
 * lowered limit, a break, an identity decision): the confirm dialog around the action's form. A
 * refusal shown in it is cleared when the dialog closes, so the next opening starts clean.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger,
  mutation,
  children,
}: DialogProps) {
  const formId = useId();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) mutation.reset();
        onOpenChange(o);
      }}
      title={title}
      description={description}
      formId={formId}
      busy={mutation.isPending}
      confirmLabel={confirmLabel}
      danger={danger}
    >
      {children(formId)}
    </ConfirmDialog>
  );
}

type FormProps = {
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  /** The reason's textarea: its registration, its problem, its test id and, when it differs, its hint. */
  reason: { field: UseFormRegisterReturn; error?: FieldError | undefined; testId: string; hint?: string };
  /** The server's refusal, translated below the fields. */
  refusal: unknown;
  /** The action's own fields, above the reason. */
  children?: ReactNode;
  /** Anything to read after the reason, before a refusal (a threshold, a rule). */
  footer?: ReactNode;
};

/** The form inside a ReasonDialog: the action's fields, then the reason, then what the server refused. */
export function ReasonForm({ formId, onSubmit, testId, reason, refusal, children, footer }: FormProps) {
  const { t } = useTranslation();
  return (
    <form id={formId} onSubmit={onSubmit} noValidate data-testid={testId}>
      {children}
      <Field label={t('common.reason')} hint={reason.hint ?? t('adjustments.reasonHint')} error={reason.error}>
        {(a) => <textarea {...a} {...reason.field} rows={3} data-testid={reason.testId} />}
      </Field>
      {footer}
      <ErrorAlert error={refusal} />
    </form>
  );
}
