import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
  /** A forced step (a password that must change) cannot be dismissed. */
  dismissible?: boolean;
};

/** The shared dialog frame: titled, focus-trapped, closes on Escape and the cover unless forced. */
export function Modal({ open, onClose, title, testId, children, dismissible = true }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && dismissible && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
          data-testid={testId}
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onPointerDownOutside={(e) => !dismissible && e.preventDefault()}
        >
          <div className="modal-head">
            <Dialog.Title>{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close className="btn btn-icon" aria-label={t('auth.close')}>
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
