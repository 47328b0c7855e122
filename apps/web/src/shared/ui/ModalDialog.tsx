import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
  /** A forced step (a password that must change) cannot be dismissed. */
  dismissible?: boolean;
  /** A narrow dialog for a short message or a small step. */
  small?: boolean;
};

/**
 * The shared dialog frame: titled, focus-trapped (Radix moves focus in and back out), closes on
 * Escape, the close button and a click on the cover, unless the step is forced.
 */
export function ModalDialog({ open, onClose, title, testId, children, dismissible = true, small = false }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && dismissible && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={small ? 'modal small' : 'modal'}
          data-testid={testId}
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onPointerDownOutside={(e) => !dismissible && e.preventDefault()}
          onInteractOutside={(e) => !dismissible && e.preventDefault()}
        >
          <div className="modal-head">
            <Dialog.Title>{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close className="btn btn-icon" aria-label={t('shell.close')}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
