import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children?: ReactNode;
  /** The form id the confirm button submits, when the dialog holds a form. */
  formId?: string;
  onConfirm?: () => void;
  confirmLabel?: string;
  busy?: boolean;
  danger?: boolean;
};

/** A Radix dialog asking before a destructive action; its body may hold the action's form. */
export function ConfirmDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" data-testid="dialog">
          <Dialog.Title>{props.title}</Dialog.Title>
          <Dialog.Description>{props.description}</Dialog.Description>
          {props.children}
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="btn">
                {t('common.cancel')}
              </button>
            </Dialog.Close>
            <button
              type={props.formId ? 'submit' : 'button'}
              form={props.formId}
              onClick={props.formId ? undefined : props.onConfirm}
              className={props.danger ? 'btn btn-danger' : 'btn btn-primary'}
              disabled={props.busy}
              data-testid="dialog-confirm"
            >
              {props.confirmLabel ?? t('common.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
